import fc from 'fast-check';
import { entities } from '../../generated/index.js';
import { formValidators } from '../../generated/validators/index.js';
import { createEntityValidator } from '../../runtime/server/http/createEntityValidator.js';
import { getFormSchema, getValidationMessage, isRecord, WORDED_KEYWORDS } from '../../runtime/shared/index.js';
import type { EntityDefinition, JsonSchema } from '../../runtime/shared/index.js';
import { createErrorTransformer, createPrecompiledFormValidator } from '../../runtime/web/forms/createFormValidator.js';
import { getMessages } from '../../runtime/web/i18n/index.js';

describe('getValidationMessage', () => {
  it.each([
    ['required', {}, undefined, 'Este campo es obligatorio.'],
    ['type integer', { type: 'integer' }, undefined, 'Debe ser un número entero.'],
    ['type number', { type: 'number' }, undefined, 'Debe ser un número.'],
    ['type string,null', { type: 'string,null' }, undefined, 'Debe ser un texto.'],
    ['type boolean', { type: 'boolean' }, undefined, 'Debe ser sí o no.'],
    ['type array', { type: 'array' }, undefined, 'Debe ser una lista.'],
    ['minLength 1', { limit: 1 }, undefined, 'Este campo es obligatorio.'],
    ['minLength 10', { limit: 10 }, undefined, 'Escriba al menos 10 caracteres.'],
    ['maxLength 255', { limit: 255 }, undefined, 'Escriba como máximo 255 caracteres.'],
    ['minimum 0', { limit: 0, comparison: '>=' }, undefined, 'Debe ser mayor o igual que 0.'],
    ['minimum 0.01', { limit: 0.01, comparison: '>=' }, undefined, 'Debe ser mayor o igual que 0,01.'],
    ['maximum 20', { limit: 20, comparison: '<=' }, undefined, 'Debe ser menor o igual que 20.'],
    ['maximum 1000000', { limit: 1000000 }, undefined, 'Debe ser menor o igual que 1.000.000.'],
    ['exclusiveMinimum 0', { limit: 0 }, undefined, 'Debe ser mayor que 0.'],
    ['exclusiveMaximum 5', { limit: 5 }, undefined, 'Debe ser menor que 5.'],
    ['multipleOf 0.5', { multipleOf: 0.5 }, undefined, 'Debe ser múltiplo de 0,5.'],
    ['format email', { format: 'email' }, undefined, 'Escriba un correo válido.'],
    ['format uri', { format: 'uri' }, undefined, 'Escriba una dirección que empiece por http:// o https://.'],
    ['format image-address', { format: 'image-address' }, undefined, 'Use una dirección http:// o https:// o un archivo subido.'],
    ['format date', { format: 'date' }, undefined, 'Escriba una fecha válida.'],
    ['format date-time', { format: 'date-time' }, undefined, 'Escriba una fecha y hora válidas.'],
    ['format unknown', { format: 'ipv6' }, undefined, 'El valor no tiene el formato esperado.'],
    ['pattern without own text', { pattern: '^[a-z]+$' }, undefined, 'El valor no tiene el formato esperado.'],
    ['pattern with own text', { pattern: '^[a-z]+$' }, { type: 'string', pattern: '^[a-z]+$', errorMessage: { pattern: 'Use solo minúsculas, números y guiones.' } }, 'Use solo minúsculas, números y guiones.'],
    ['maxLength beside another keyword\'s own text', { limit: 3 }, { type: 'string', errorMessage: { pattern: 'Use solo minúsculas.' } }, 'Escriba como máximo 3 caracteres.'],
    ['enum', { allowedValues: ['a'] }, undefined, 'Elija una de las opciones.'],
    ['const', { allowedValue: 'a' }, undefined, 'Elija una de las opciones.'],
    ['oneOf', { passingSchemas: null }, undefined, 'Elija una de las opciones.'],
    ['minItems 1', { limit: 1 }, undefined, 'Añada al menos un elemento.'],
    ['maxItems 3', { limit: 3 }, undefined, 'Añada como máximo 3 elementos.'],
    ['uniqueItems', { i: 1, j: 0 }, undefined, 'No repita elementos en la lista.'],
    ['additionalProperties', { additionalProperty: 'x' }, undefined, 'Este campo no se admite aquí.'],
    ['an unknown keyword', {}, undefined, 'El valor no es válido.'],
  ])('%s', (name, params, fieldSchema, want) => {
    const keyword = name.startsWith('an unknown') ? 'dependentSchemas' : name.split(' ')[0] as string;
    expect(getValidationMessage({ keyword: keyword === 'type' ? 'type' : keyword, params, fieldSchema: fieldSchema as JsonSchema | undefined })).toBe(want);
  });

  it('words every keyword it lists', () => {
    for (const keyword of WORDED_KEYWORDS) expect(getValidationMessage({ keyword, params: { limit: 2, type: 'integer', format: 'email' } })).not.toBe('El valor no es válido.');
  });
});

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

const editable = entities.filter((entity) => entity.fields.some((field) => !field.readOnly));

describe('every message of every schema field reads as plain Spanish', () => {
  it.each(editable.map((entity) => [entity.entity, entity] as const))('server: %s', (_name, entity) => {
    const validator = createEntityValidator(entity);
    const patterns = getPatterns(entity.fields.map((field) => field.schema));
    fc.assert(
      fc.property(badBody(entity), (body) => {
        for (const detail of validator.checkCreate(body)) expectPlain(detail.message, patterns);
      }),
      { numRuns: 60 },
    );
  });

  const forms = editable.flatMap((entity) => entity.forms.map((form) => [`${entity.entity}.${form.name}`, entity, form] as const));
  it.each(forms)('form: %s', (_name, entity, form) => {
    const schema = getFormSchema(entity, form);
    const fns = formValidators[entity.entity]?.[form.name];
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
