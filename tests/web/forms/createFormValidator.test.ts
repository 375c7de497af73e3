import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { bannerEntity, deliveryEntity, sellerEntity } from '../../fixtures/forms/generated/index.js';
import { formValidators } from '../../fixtures/forms/generated/validators/index.js';
import type { EntityDefinition, FormDefinition } from '../../../runtime/shared/index.js';
import { createErrorTransformer, createFormValidator, createPrecompiledFormValidator } from '../../../runtime/web/forms/createFormValidator.js';
import { getFormSchema } from '../../../runtime/web/forms/getFormSchema.js';
import { isHttpUrl } from '../../../runtime/web/forms/isHttpUrl.js';
import { getMessages } from '../../../runtime/web/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { HOSTILE_IMAGE_ADDRESSES } from '../../fixtures/hostileImageAddresses.js';

const schema: RJSFSchema = { type: 'object', properties: { link: { type: 'string', format: 'uri' } } };

function getErrors(locale: string, link: string): string[] {
  const validator = createFormValidator(locale);
  const { errors } = validator.validateFormData({ link }, schema, undefined, createErrorTransformer(getMessages(locale), schema, locale));
  return errors.map((error) => error.message ?? '');
}

describe('isHttpUrl (format "uri")', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1#top', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://sub.example.com:8443/a', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://example.com/file', false],
    ['mailto:ana@example.com', false],
    ['/relative/path', false],
    ['//example.com/x', false],
    ['http:example.com', false],
    ['https://', false],
    ['https:// example.com', false],
    ['https://exa mple.com', false],
    ['https://example.com/a b', false],
    [' https://example.com', false],
    ['https:\\\\example.com', false],
    ['https://bank.example@evil.example/', false],
    ['https://a:b@example.com/', false],
    ['java\tscript:alert(1)', false],
    ['', false],
  ])('%s → %s', (value, want) => {
    expect(isHttpUrl(value)).toBe(want);
  });
});

describe('createFormValidator', () => {
  it('refuses a non-http(s) URL with a clear Spanish message', () => {
    expect(getErrors('es', 'javascript:alert(1)')).toEqual(['Escriba una dirección que empiece por http:// o https://.']);
    expect(getErrors('es', 'https://example.com/a')).toEqual([]);
  });

  it('says it in English for an English app', () => {
    expect(getErrors('en', 'data:text/html,x')).toEqual(['Must be an http:// or https:// address']);
  });
});

describe('createFormValidator on an image field with no pattern', () => {
  // normalize gives the field `format: "image-address"`; the form schema is the one the server validates with.
  const [photo] = buildFixtureModel([
    {
      entity: 'pet',
      label: { one: 'mascota', many: 'Mascotas' },
      fields: { _id: { type: 'string', title: 'Id', readOnly: true }, photo: { type: 'string', title: 'Foto', contentMediaType: 'image/*' } },
    },
  ]).entities.filter((entity) => entity.entity === 'pet').map((entity) => entity.fields.find((field) => field.name === 'photo')!.schema);
  const imageSchema: RJSFSchema = { type: 'object', properties: { photo: photo as RJSFSchema } };
  const errorsOf = (value: string, locale = 'es'): string[] =>
    createFormValidator(locale)
      .validateFormData({ photo: value }, imageSchema, undefined, createErrorTransformer(getMessages(locale), imageSchema, locale))
      .errors.map((error) => `${error.property}: ${error.message}`);

  it.each(HOSTILE_IMAGE_ADDRESSES.filter((address) => address !== ''))('refuses %j beside the field', (address) => {
    expect(errorsOf(address)).toEqual(['.photo: Use una dirección http:// o https:// o un archivo subido.']);
  });

  it.each(['https://example.com/x.png', '/api/uploads/images/foto.png', '/demo/banner-1.svg'])('accepts %j', (address) => {
    expect(errorsOf(address)).toEqual([]);
  });

  it('says it in English for an English app', () => {
    expect(errorsOf('javascript:alert(1)', 'en')).toEqual(['.photo: Must be an http:// or https:// address or an uploaded file']);
  });
});

/** Runs `run` as under `script-src 'self'`: `new Function` and eval throw EvalError, as the browser's CSP makes them. */
function withoutEval<T>(run: () => T): T {
  const realFunction = globalThis.Function;
  const realEval = globalThis.eval;
  const refuse = (): never => {
    throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed (test CSP)");
  };
  globalThis.Function = new Proxy(realFunction, { construct: refuse, apply: refuse });
  globalThis.eval = refuse;
  try {
    return run();
  } finally {
    globalThis.Function = realFunction;
    globalThis.eval = realEval;
  }
}

function getForm(entity: EntityDefinition, name: string): FormDefinition {
  return entity.forms.find((form) => form.name === name) as FormDefinition;
}

/** The app's validator of a generated form: the generator's precompiled functions for getFormSchema's schema. */
function getPrecompiled(entity: EntityDefinition, form: string, locale = 'es'): { validator: ValidatorType; schema: RJSFSchema } {
  const schema = getFormSchema(entity, getForm(entity, form));
  const validateFns = formValidators[entity.entity]?.[form];
  if (!validateFns) throw new Error(`no precompiled validators for ${entity.entity}.${form}`);
  return { validator: createPrecompiledFormValidator(validateFns, schema, locale), schema };
}

/** RJSF's errors as property → messages (`name` for a missing top-level field, `.url` for a value's own rule). */
function getMessagesOf(validator: ValidatorType, schema: RJSFSchema, data: Record<string, unknown>, locale = 'es'): Record<string, string[]> {
  const { errors } = validator.validateFormData(data, schema, undefined, createErrorTransformer(getMessages(locale), schema, locale));
  const byProperty: Record<string, string[]> = {};
  for (const error of errors) (byProperty[error.property ?? ''] ??= []).push(error.message ?? '');
  return byProperty;
}

describe('createPrecompiledFormValidator (tests/fixtures/forms/generated/validators)', () => {
  it('the stub is real: the runtime-compiling validator cannot validate without eval', () => {
    const schema = getFormSchema(sellerEntity, getForm(sellerEntity, 'create'));
    const { errors } = withoutEval(() => createFormValidator('es').validateFormData({}, schema));
    expect(JSON.stringify(errors)).toMatch(/compiling schema|unsafe-eval/i);
  });

  it('says a required field is required, in the catalog\'s words, without eval', () => {
    const { validator, schema } = getPrecompiled(sellerEntity, 'create');
    expect(withoutEval(() => getMessagesOf(validator, schema, {}))).toEqual({ name: [getMessages('es').formRequired] });
    expect(withoutEval(() => getMessagesOf(validator, schema, { name: 'Ana' }))).toEqual({});
  });

  it('refuses a non-http(s) link with one plain Spanish sentence (its pattern\'s own errorMessage and the format\'s say the same)', () => {
    const { validator, schema } = getPrecompiled(bannerEntity, 'create');
    const messages = withoutEval(() => getMessagesOf(validator, schema, { imageBig: '/api/uploads/content/a.png', url: 'javascript:alert(1)' }));
    expect(messages['.url']).toEqual(['Escriba una dirección que empiece por http:// o https://.']);
    expect(withoutEval(() => getMessagesOf(validator, schema, { imageBig: '/api/uploads/content/a.png', url: 'https://bank.example@evil.example/' }))).toEqual({
      '.url': ['Escriba una dirección que empiece por http:// o https://.'],
    });
    expect(withoutEval(() => getMessagesOf(validator, schema, { imageBig: '/api/uploads/content/a.png', url: 'https://example.com/a' }))).toEqual({});
  });

  it('refuses every hostile image address beside the image field, without eval', () => {
    const { validator, schema } = getPrecompiled(bannerEntity, 'create');
    for (const address of HOSTILE_IMAGE_ADDRESSES.filter((value) => value !== '')) {
      const messages = withoutEval(() => getMessagesOf(validator, schema, { imageBig: address, url: 'https://example.com/a' }));
      expect({ address, messages }).toEqual({ address, messages: { '.imageBig': ['Use una dirección http:// o https:// o un archivo subido.'] } });
    }
  });

  it('keeps English for an English app', () => {
    const { validator, schema } = getPrecompiled(bannerEntity, 'create', 'en');
    const messages = withoutEval(() => getMessagesOf(validator, schema, { imageBig: '/api/uploads/content/a.png', url: 'data:text/html,x' }, 'en'));
    expect(messages['.url']).toContain('Must be an http:// or https:// address');
    expect(messages['.url']).toContain('must match pattern "^https?://"');
  });

  it('validates the delivery form\'s billing if/then/else like the runtime validator, without eval', () => {
    const { validator, schema } = getPrecompiled(deliveryEntity, 'create');
    const base = { voucherNumber: '001', country: 'EC', identificationNumber: '0912345678', name: 'Ana' };
    const cases = [
      { ...base, billing: { country: 'EC' } },
      { ...base, billing: { country: 'EC', isEmptyInvoice: true } },
      { ...base, billing: { country: 'EC', isBillingInformationRequestedToUser: true } },
      { ...base, billing: { country: 'EC', isBillingInformationRequestedToUser: true, daysToRequestInvoice: 5 } },
      { ...base, billing: { country: 'EC', identificationNumber: '1', name: 'A', phone: '0', address: 'X', email: 'no-at-sign' } },
      {},
    ];
    const runtime = createFormValidator('es');
    for (const data of cases) {
      const precompiled = withoutEval(() => getMessagesOf(validator, schema, data));
      expect(precompiled).toEqual(getMessagesOf(runtime, schema, data));
    }
    const required = getMessages('es').formRequired;
    expect(withoutEval(() => getMessagesOf(validator, schema, cases[0] as Record<string, unknown>))).toEqual({
      '.billing.identificationNumber': [required],
      '.billing.name': [required],
      '.billing.phone': [required],
      '.billing.address': [required],
      '.billing.email': [required],
    });
    expect(withoutEval(() => getMessagesOf(validator, schema, cases[1] as Record<string, unknown>))).toEqual({});
    expect(withoutEval(() => getMessagesOf(validator, schema, cases[2] as Record<string, unknown>))).toEqual({ '.billing.daysToRequestInvoice': [required] });
  });

  it('resolves the billing condition (RJSF\'s isValid on the if sub-schema) from the precompiled functions', () => {
    const { validator, schema } = getPrecompiled(deliveryEntity, 'create');
    const billing = (schema.properties?.billing ?? {}) as RJSFSchema;
    const ifSchema = billing.if as RJSFSchema;
    expect(withoutEval(() => validator.isValid(ifSchema, { isEmptyInvoice: true }, schema))).toBe(true);
    expect(withoutEval(() => validator.isValid(ifSchema, { isEmptyInvoice: false }, schema))).toBe(false);
  });
});
