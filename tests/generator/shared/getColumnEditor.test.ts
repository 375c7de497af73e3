import { getDefaultEditor, getEditorOptions } from '../../../generator/shared/getColumnEditor.js';
import type { EditorKind, JsonSchema } from '../../../runtime/shared/index.js';

describe('getDefaultEditor', () => {
  it.each<[string, JsonSchema, EditorKind]>([
    ['a boolean', { type: 'boolean' }, 'checkbox'],
    ['a number', { type: 'number', minimum: 0 }, 'number'],
    ['an integer, nullable', { type: ['integer', 'null'] }, 'number'],
    ['oneOf values', { type: 'string', oneOf: [{ const: 'a', title: 'A' }] }, 'select'],
    ['enum numbers', { type: 'integer', enum: [1, 2] }, 'select'],
    ['a date', { type: 'string', format: 'date' }, 'date'],
    ['a date-time stays text', { type: 'string', format: 'date-time' }, 'text'],
    ['short text', { type: 'string', maxLength: 255 }, 'text'],
    ['long text', { type: 'string', maxLength: 256 }, 'textarea'],
    ['text of no declared length', { type: 'string' }, 'text'],
    ['plain multi-line text', { type: 'string', contentMediaType: 'text/plain' }, 'textarea'],
  ])('%s → %s', (_case, schema, want) => {
    expect(getDefaultEditor(schema)).toBe(want);
  });

  it('a single reference gets the reference picker, whatever its type says', () => {
    expect(getDefaultEditor({ type: 'string' }, true)).toBe('reference');
    expect(getDefaultEditor({ type: ['string', 'null'] }, true)).toBe('reference');
    expect(getDefaultEditor({ type: 'string' }, false)).toBe('text');
  });

  it('select options: oneOf titles, else enum values as their own labels', () => {
    expect(getEditorOptions({ type: 'string', oneOf: [{ const: 'p', title: 'Papel' }] })).toEqual([{ value: 'p', label: 'Papel' }]);
    expect(getEditorOptions({ type: 'integer', enum: [1, 2] })).toEqual([
      { value: 1, label: '1' },
      { value: 2, label: '2' },
    ]);
    expect(getEditorOptions({ type: 'string' })).toBeNull();
  });
});
