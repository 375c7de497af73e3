// The property every site's messages keep: a bad value in any editable field, through the server's validator and
// through each form's precompiled validator (generated/validators), reads as plain Spanish, never ajv's English or a
// pattern. One check for the fixture sites (getValidationMessage.test.ts) and the course site (tests/site).
import fc from 'fast-check';
import { createEntityValidator } from '../../runtime/server/http/createEntityValidator.js';
import { getFormSchema, isRecord } from '../../runtime/shared/index.js';
import type { EntityDefinition, FormValidatorsByEntity } from '../../runtime/shared/index.js';
import { createErrorTransformer, createPrecompiledFormValidator } from '../../runtime/web/forms/createFormValidator.js';
import { getMessages } from '../../runtime/web/i18n/index.js';

// English words ajv or ajv-i18n would write, JSON type names, comparison signs and quoted schema text.
const NOT_PLAIN = /\b(must|should|match(es)?|pattern|patron|format|property|properties|items?|equal|less|more|than|integer|string|number|boolean|object|array|null|NaN|undefined)\b|>=|<=|"|\^|\$\)|\\/i;

/** Every pattern any field of the entity states, at any depth: none may show in a message. */
function getPatterns(schema: unknown): string[] {
  if (!isRecord(schema)) return [];
  return Object.entries(schema)
    .filter(([key]) => key !== 'errorMessage')
    .flatMap(([key, value]) => (key === 'pattern' && typeof value === 'string' ? [value] : getPatterns(value)));
}

function expectPlain(message: string, patterns: readonly string[]): void {
  // «…» quotes what the request sent (an unknown key): the words around it are the message's own.
  expect(message.replace(/«[^»]*»/g, '«»')).not.toMatch(NOT_PLAIN);
  expect(message).toMatch(/^[A-ZÁÉÍÓÚÑ¿«]|^[^:]+: [A-ZÁÉÍÓÚÑ]/);
  expect(message).toMatch(/[.]$/);
  for (const pattern of patterns) expect(message).not.toContain(pattern);
}

/** A value that breaks some rule of a field: other types, empty, long, negative, fractional, malformed texts. */
const badValue = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(3000), 'Not A Slug!', 'no-at-sign', 'javascript:alert(1)', '2026-13-45', -10, -0.5, 1.5, 0, 1e9, true, null, [], [1, 1], {}, { x: 1 }),
  fc.anything({ maxDepth: 2 }),
);

/** Bodies of some editable fields of the entity, each holding a bad value (or a missing required field). */
function badBody(entity: EntityDefinition): fc.Arbitrary<Record<string, unknown>> {
  const names = entity.fields.filter((field) => !field.readOnly).map((field) => field.name);
  return fc.dictionary(fc.constantFrom(...names), badValue, { maxKeys: names.length });
}

/** A built site: its generated entities and precompiled form validators. */
export interface BuiltSite {
  readonly name: string;
  readonly entities: readonly EntityDefinition[];
  readonly formValidators: FormValidatorsByEntity;
}

export function describePlainMessages(sites: readonly BuiltSite[]): void {
  const editable = sites.flatMap((site) => site.entities.filter((entity) => entity.fields.some((field) => !field.readOnly)).map((entity) => ({ site, entity })));
  describe('every message of every schema field reads as plain Spanish', () => {
    it.each(editable.map(({ site, entity }) => [`${site.name}/${entity.entity}`, entity] as const))('server: %s', (_name, entity) => {
      const validator = createEntityValidator(entity);
      const patterns = getPatterns(entity.fields.map((field) => field.schema));
      fc.assert(
        fc.property(badBody(entity), (body) => {
          for (const detail of validator.checkCreate(body)) expectPlain(detail.message, patterns);
        }),
        { numRuns: 60 },
      );
    });

    const forms = editable.flatMap(({ site, entity }) => entity.forms.map((form) => [`${site.name}/${entity.entity}.${form.name}`, site, entity, form] as const));
    it.each(forms)('form: %s', (_name, site, entity, form) => {
      const schema = getFormSchema(entity, form);
      const fns = site.formValidators[entity.entity]?.[form.name];
      if (!fns) throw new Error(`no precompiled validators for ${entity.entity}.${form.name}`);
      const validator = createPrecompiledFormValidator(fns, schema as never, 'es');
      const transform = createErrorTransformer(getMessages('es'), schema as never, 'es');
      const patterns = getPatterns(schema);
      fc.assert(
        fc.property(badBody(entity), (body) => {
          const { errors } = validator.validateFormData(body, schema as never, undefined, transform);
          for (const error of errors) {
            expectPlain(error.message ?? '', patterns);
            expectPlain(error.stack, patterns);
          }
        }),
        { numRuns: 60 },
      );
    });
  });
}
