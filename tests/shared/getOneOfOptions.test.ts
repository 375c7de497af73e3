import { getAllowedValues, getListedOptions, getOneOfOptions } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';

describe('oneOf readers', () => {
  it.each<[string, JsonSchema, ReturnType<typeof getOneOfOptions>]>([
    ['const and title per item', { type: 'integer', oneOf: [{ const: 0, title: 'Cero' }, { const: 1, title: 'Uno' }] }, [{ value: 0, label: 'Cero' }, { value: 1, label: 'Uno' }]],
    ['boolean consts', { type: 'boolean', oneOf: [{ const: true, title: 'Sí' }] }, [{ value: true, label: 'Sí' }]],
    // Every item or none: a list the generator would not draw as an enum is no list to views either.
    ['an item without title', { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b' }] }, null],
    ['an item without const', { type: 'string', oneOf: [{ title: 'A' }] }, null],
    ['an object const', { type: 'object', oneOf: [{ const: {}, title: 'A' }] }, null],
    ['an empty list', { type: 'string', oneOf: [] }, null],
    ['no oneOf', { type: 'string', enum: ['a'] }, null],
  ])('getOneOfOptions: %s', (_case, schema, want) => {
    expect(getOneOfOptions(schema)).toEqual(want);
  });

  it.each<[string, JsonSchema, unknown[] | null, ReturnType<typeof getListedOptions>]>([
    ['oneOf', { type: 'string', oneOf: [{ const: 'p', title: 'Papel' }] }, ['p'], [{ value: 'p', label: 'Papel' }]],
    ['enum values label themselves', { type: 'integer', enum: [1, 2] }, [1, 2], [{ value: 1, label: '1' }, { value: 2, label: '2' }]],
    ['neither', { type: 'string' }, null, null],
  ])('getAllowedValues and getListedOptions: %s', (_case, schema, values, options) => {
    expect(getAllowedValues(schema)).toEqual(values);
    expect(getListedOptions(schema)).toEqual(options);
  });
});
