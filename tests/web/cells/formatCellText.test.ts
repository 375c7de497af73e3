import { formatCellText, getMessages } from '../../../runtime/web/index.js';
import type { CellTextColumn } from '../../../runtime/web/cells/formatCellText.js';

const context = { messages: getMessages('es'), locale: 'es', dateDisplay: 'dd/mm/aaaa' as const };
const column = (cell: CellTextColumn['cell'], options: CellTextColumn['options'] = []): CellTextColumn => ({ cell, options });

describe('formatCellText', () => {
  it.each<[string, CellTextColumn, unknown, unknown, string]>([
    ['a boolean as the query typed it', column('boolean'), 'true', undefined, 'Sí'],
    ['a boolean false', column('boolean'), false, undefined, 'No'],
    ['a date', column('date'), '2026-10-01', undefined, '01/10/2026'],
    ['a number with the locale grouping', column('number'), 12345, undefined, '12.345'],
    ['a number the query kept as text', column('number'), '7', undefined, '7'],
    ['an amount', column('money'), 1234.5, undefined, '1.234,50'],
    ['an option by its title, compared as text', column('enum', [{ value: 1, label: 'Tienda' }]), '1', undefined, 'Tienda'],
    ["a reference by its stored label", column('reference'), 'id-1', 'Ana Núñez', 'Ana Núñez'],
    ['a many reference, one label per id', column('reference'), ['a', 'b'], ['Ana', null], 'Ana, -'],
    ['a reference without a label, as its cell draws it', column('reference'), 'id-1', undefined, '-'],
    ['rich text by its words', column('html'), '<p>Hola <b>mundo</b></p>', undefined, 'Hola mundo'],
    ['text as written', column('text'), 'Pendiente', undefined, 'Pendiente'],
  ])('%s', (_, cellColumn, value, label, text) => {
    expect(formatCellText(cellColumn, value, label, context)).toBe(text);
  });
});
