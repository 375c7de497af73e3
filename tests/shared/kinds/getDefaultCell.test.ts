import { getDefaultCell } from '../../../runtime/shared/index.js';
import type { CellKind, FieldFacts, JsonSchema } from '../../../runtime/shared/index.js';

describe('getDefaultCell', () => {
  // Generated grids' columns and views' fields read the same rules (generator/normalize, runtime/web/cells/getCellKind).
  it.each<[string, JsonSchema, CellKind, FieldFacts['reference']?]>([
    ['reference', { type: 'string' }, 'reference', 'one'],
    ['a many-reference', { type: 'array', items: { type: 'string' } }, 'reference', 'many'],
    ['an HTML reference is a reference', { type: 'string', contentMediaType: 'text/html' }, 'reference', 'one'],
    ['enum from oneOf', { type: 'integer', oneOf: [{ const: 0, title: 'Comentario' }, { const: 1, title: 'Solución' }] }, 'enum'],
    ['oneOf without titles is no enum', { type: 'string', oneOf: [{ const: 'a' }] }, 'text'],
    ['oneOf with one untitled item is no enum', { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b' }] }, 'text'],
    ['enum without oneOf draws as text', { type: 'string', enum: ['a', 'b'] }, 'text'],
    ['uri', { type: 'string', format: 'uri' }, 'url'],
    ['html', { type: 'string', contentMediaType: 'text/html' }, 'html'],
    ['html beats format', { type: 'string', contentMediaType: 'text/html', format: 'uri' }, 'html'],
    ['image', { type: 'string', contentMediaType: 'image/*' }, 'image'],
    ['boolean', { type: 'boolean' }, 'boolean'],
    ['integer', { type: 'integer' }, 'number'],
    ['number', { type: 'number' }, 'number'],
    ['nullable number', { type: ['number', 'null'] }, 'number'],
    ['date', { type: 'string', format: 'date' }, 'date'],
    ['date-time', { type: 'string', format: 'date-time' }, 'datetime'],
    ['nullable date-time', { type: ['null', 'string'], format: 'date-time' }, 'datetime'],
    ['email', { type: 'string', format: 'email' }, 'text'],
    ['text', { type: 'string' }, 'text'],
    ['array', { type: 'array' }, 'text'],
  ])('%s → %s', (_name, schema, want, reference = null) => {
    expect(getDefaultCell({ schema, reference })).toBe(want);
  });
});
