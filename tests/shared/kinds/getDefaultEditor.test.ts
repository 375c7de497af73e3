import { getDefaultEditor } from '../../../runtime/shared/index.js';
import type { EditorKind, FieldFacts, JsonSchema } from '../../../runtime/shared/index.js';

describe('getDefaultEditor', () => {
  it.each<[string, JsonSchema, EditorKind, FieldFacts['reference']?]>([
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
    // A single reference gets the reference picker, whatever its type says.
    ['a single reference', { type: 'string' }, 'reference', 'one'],
    ['a nullable single reference', { type: ['string', 'null'] }, 'reference', 'one'],
    ['a many-reference is no single one', { type: 'string' }, 'text', 'many'],
  ])('%s → %s', (_case, schema, want, reference = null) => {
    expect(getDefaultEditor({ schema, reference })).toBe(want);
  });
});
