import fc from 'fast-check';
import { exportCellKinds } from '../../../runtime/server/export/exportCellKinds.js';
import { importCellKinds, type ImportCell } from '../../../runtime/server/import/importCellKinds.js';
import type { CellKind, ColumnDefinition } from '../../../runtime/shared/index.js';

const column = (cell: CellKind, options: ColumnDefinition['options'] = []): ColumnDefinition =>
  ({ field: 'f', title: 'F', cell, sortable: false, filter: null, options, editable: false, editor: null, width: 100 }) as ColumnDefinition;
const read = (cell: CellKind, value: Exclude<ImportCell, null>, options: ColumnDefinition['options'] = []) => importCellKinds[cell].read(value, column(cell, options));
const OPTIONS = [{ value: 'curso', label: 'Curso' }, { value: 'libro', label: 'Libro' }];

describe('importCellKinds', () => {
  it.each<[CellKind, Exclude<ImportCell, null>, unknown]>([
    ['text', 'Hola', { value: 'Hola' }],
    ['boolean', 'Sí', { value: true }],
    ['boolean', 'no', { value: false }],
    ['boolean', true, { value: true }],
    ['boolean', 'quizá', { error: '«quizá» no es Sí ni No.' }],
    ['number', '1234,5', { value: 1234.5 }],
    ['number', '1.234,5', { value: 1234.5 }],
    ['number', '1,234.5', { value: 1234.5 }],
    ['number', '-3', { value: -3 }],
    ['money', '10,50', { value: 10.5 }],
    ['money', 99.9, { value: 99.9 }],
    ['number', 'diez', { error: '«diez» no es un número.' }],
    ['date', '31/12/2026', { value: '2026-12-31' }],
    ['date', '2026-12-31', { value: '2026-12-31' }],
    ['date', new Date(Date.UTC(2026, 11, 31)), { value: '2026-12-31' }],
    ['date', '31/02/2026', { error: '«31/02/2026» no es una fecha (dd/mm/aaaa).' }],
    ['datetime', '2026-12-31T18:30:00.000Z', { value: '2026-12-31T18:30:00.000Z' }],
    ['datetime', 'mañana', { error: '«mañana» no es una fecha y hora (dd/mm/aaaa hh:mm:ss).' }],
    ['enum', 'Libro', { value: 'libro' }],
    ['enum', 'CURSO', { value: 'curso' }],
    ['enum', 'curso', { value: 'curso' }],
    ['enum', 'Revista', { error: '«Revista» no es un valor posible; valores posibles: Curso, Libro.' }],
    ['reference', ' Ana ', { labels: ['Ana'] }],
    ['changes', 'x', { error: 'Esta columna no se puede importar.' }],
  ])('%s «%s» reads as %j', (cell, value, want) => {
    expect(read(cell, value, OPTIONS)).toEqual(want);
  });

  it('reads back what the export writes: Spanish numbers and money', () => {
    const numberText = new Intl.NumberFormat('es', { useGrouping: false, maximumFractionDigits: 20 });
    const moneyText = new Intl.NumberFormat('es', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(read('number', numberText.format(value))).toEqual({ value: Number(numberText.format(value).replace(',', '.')) });
        const cents = Math.round(value * 100) / 100;
        expect(read('money', moneyText.format(cents))).toEqual({ value: Number(moneyText.format(cents).replace(',', '.')) });
      }),
    );
  });

  it('reads back what the export writes: calendar days, Sí/No and enum titles', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        const exported = exportCellKinds.date.value(day, {}, column('date')) as Date;
        const text = `${String(exported.getUTCDate()).padStart(2, '0')}/${String(exported.getUTCMonth() + 1).padStart(2, '0')}/${exported.getUTCFullYear()}`;
        expect(read('date', text)).toEqual({ value: day });
        expect(read('date', exported)).toEqual({ value: day });
      }),
    );
    for (const value of [true, false]) expect(read('boolean', exportCellKinds.boolean.value(value, {}, column('boolean')) as string)).toEqual({ value });
    for (const option of OPTIONS) expect(read('enum', exportCellKinds.enum.value(option.value, {}, column('enum', OPTIONS)) as string, OPTIONS)).toEqual({ value: option.value });
  });

  it('an HTML field keeps its markup when the file shows its words', () => {
    expect(importCellKinds.html.keeps?.('<p>Hola <b>mundo</b></p>', 'Hola mundo')).toBe(true);
    expect(importCellKinds.html.keeps?.('<p>Hola</p>', 'Adiós')).toBe(false);
  });
});
