import { entities as formsEntities } from '../fixtures/forms/generated/index.js';
import { formValidators as formsValidators } from '../fixtures/forms/generated/validators/index.js';
import { entities as vetclinicEntities } from '../fixtures/vetclinic/generated/index.js';
import { formValidators as vetclinicValidators } from '../fixtures/vetclinic/generated/validators/index.js';
import { getValidationMessage, WORDED_KEYWORDS } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import { describePlainMessages, type BuiltSite } from './describePlainMessages.js';

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

// Built fixture sites (tests/fixtures/builtFixtureSites.ts): their generated/ holds the precompiled validators the browser runs.
const sites: readonly BuiltSite[] = [
  { name: 'forms', entities: formsEntities, formValidators: formsValidators },
  { name: 'vetclinic', entities: vetclinicEntities, formValidators: vetclinicValidators },
];
describePlainMessages(sites);
