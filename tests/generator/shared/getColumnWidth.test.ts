import { COLUMN_WIDTH_BOUNDS, getDefaultColumnWidth } from '../../../generator/shared/getColumnWidth.js';
import type { CellKind, EditorKind, JsonSchema } from '../../../runtime/shared/index.js';

describe('getDefaultColumnWidth', () => {
  it.each<[string, JsonSchema, CellKind, EditorKind | null, number]>([
    ['a boolean is narrow', { type: 'boolean' }, 'boolean', null, 80],
    ['a number', { type: 'integer' }, 'number', null, 80],
    ['money', { type: 'number' }, 'money', null, 112],
    ['a date', { type: 'string', format: 'date' }, 'date', null, 112],
    ['a date-time', { type: 'string', format: 'date-time' }, 'datetime', null, 160],
    ['an image: a 64px thumbnail and the padding', { type: 'string', contentMediaType: 'image/*' }, 'image', null, 88],
    ['a country code', { type: 'string', maxLength: 2 }, 'text', null, 64],
    ['an identifier', { type: 'string', maxLength: 20 }, 'text', null, 120],
    ['a code', { type: 'string', maxLength: 50 }, 'text', null, 160],
    ['a name', { type: 'string', maxLength: 255 }, 'text', null, 200],
    ['long text is wider', { type: 'string', maxLength: 5000 }, 'text', null, 240],
    ['text of no declared length', { type: 'string' }, 'text', null, 240],
    ['an e-mail address', { type: 'string', format: 'email', maxLength: 255 }, 'text', null, 200],
    ['a reference label', { type: 'string' }, 'reference', null, 180],
    ['HTML', { type: 'string', contentMediaType: 'text/html' }, 'html', null, 240],
    ['an editable short text keeps its input usable', { type: 'string', maxLength: 20 }, 'text', 'text', 184],
    ['an editable number', { type: 'integer' }, 'number', 'number', 120],
    ['an editable boolean stays narrow', { type: 'boolean' }, 'boolean', 'checkbox', 80],
    ['an editable name is already wide enough', { type: 'string', maxLength: 255 }, 'text', 'text', 200],
  ])('%s → %d', (_case, schema, cell, editor, want) => {
    expect(getDefaultColumnWidth(schema, cell, editor)).toBe(want);
  });

  it('every default lies within the bounds a declared width must keep', () => {
    const cells: CellKind[] = ['text', 'boolean', 'date', 'datetime', 'number', 'money', 'image', 'url', 'enum', 'reference', 'html', 'changes'];
    for (const cell of cells) {
      const width = getDefaultColumnWidth({ type: 'string' }, cell, null);
      expect(width).toBeGreaterThanOrEqual(COLUMN_WIDTH_BOUNDS.min);
      expect(width).toBeLessThanOrEqual(COLUMN_WIDTH_BOUNDS.max);
    }
  });
});
