import type { ColumnDefinition } from '../../../runtime/shared/index.js';
import { getCellTitle } from '../../../runtime/web/grid/getCellTitle.js';

const column = (cell: ColumnDefinition['cell']): ColumnDefinition => ({ field: 'f', title: 'F', cell, sortable: false, filter: null, options: [], editable: false, editor: null, width: null });

describe('getCellTitle', () => {
  it.each<[string, ColumnDefinition, Record<string, unknown>, string | null]>([
    ['text', column('text'), { f: 'Un título muy largo' }, 'Un título muy largo'],
    ['empty text', column('text'), { f: null }, null],
    ['html: its words', column('html'), { f: '<p>Hola <b>mundo</b></p>' }, 'Hola mundo'],
    ['reference: its label', column('reference'), { f: 'x1', $labels: { f: 'Álgebra' } }, 'Álgebra'],
    ['many references: labels joined', column('reference'), { f: ['a', 'b'], $labels: { f: ['Ana', null, 'Luis'] } }, 'Ana, Luis'],
    ['money is never cut', column('money'), { f: 10 }, null],
    ['dates are never cut', column('date'), { f: '2026-01-01' }, null],
  ])('%s', (_name, given, row, want) => {
    expect(getCellTitle(given, row as never)).toBe(want);
  });
});
