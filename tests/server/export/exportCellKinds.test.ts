import { exportCellKinds } from '../../../runtime/server/export/index.js';
import type { CellKind, ColumnDefinition } from '../../../runtime/shared/index.js';

const column = (cell: CellKind, extra: Partial<ColumnDefinition> = {}): ColumnDefinition => ({
  field: 'f',
  title: 'F',
  cell,
  sortable: false,
  filter: null,
  options: [],
  editable: false,
  editor: null,
  width: null,
  ...extra,
});

describe('exportCellKinds: a value as its grid cell shows it, typed for the file', () => {
  it.each<[CellKind, unknown, Record<string, unknown>, Partial<ColumnDefinition>, unknown]>([
    ['text', 'Ana', {}, {}, 'Ana'],
    ['text', null, {}, {}, null],
    ['text', { a: 1 }, {}, {}, '{"a":1}'],
    ['boolean', true, {}, {}, 'Sí'],
    ['boolean', 0, {}, {}, 'No'],
    ['boolean', null, {}, {}, null],
    ['number', 3.5, {}, {}, 3.5],
    ['number', '12', {}, {}, 12],
    ['number', 'n/a', {}, {}, 'n/a'],
    ['money', 1234.5, {}, {}, 1234.5],
    ['date', '2026-03-01', {}, {}, new Date('2026-03-01T00:00:00Z')],
    ['datetime', '2026-03-01T10:20:30.000Z', {}, {}, new Date('2026-03-01T10:20:30.000Z')],
    ['datetime', 'pronto', {}, {}, 'pronto'],
    ['enum', 1, {}, { options: [{ value: 1, label: 'Tienda' }] }, 'Tienda'],
    ['enum', 9, {}, { options: [{ value: 1, label: 'Tienda' }] }, '9'],
    ['reference', 's1', { $labels: { f: 'Ana Núñez' } }, {}, 'Ana Núñez'],
    ['reference', 's9', { $labels: { f: null } }, {}, '-'],
    ['reference', ['s1', 's2'], { $labels: { f: ['Ana', null] } }, {}, 'Ana, -'],
    ['reference', null, {}, {}, null],
    ['html', '<p>Hola &amp; <b>adiós</b></p><script>alert(1)</script><p>fin</p>', {}, {}, 'Hola & adiós fin'],
    ['url', 'https://example.com', {}, {}, 'https://example.com'],
    ['image', 'https://example.com/a.png', {}, {}, 'https://example.com/a.png'],
    ['changes', { name: { from: 'A', to: 'B' }, seller: { toLabel: 'Ana', to: 's1' } }, {}, {}, 'name: A → B\nseller: Ana'],
  ])('%s %j', (cell, value, row, extra, expected) => {
    expect(exportCellKinds[cell].value(value, row, column(cell, extra))).toEqual(expected);
  });

  it('types each kind for the file', () => {
    expect(Object.fromEntries(Object.entries(exportCellKinds).map(([kind, { type }]) => [kind, type]))).toEqual({
      text: 'text',
      boolean: 'text',
      date: 'date',
      datetime: 'datetime',
      number: 'number',
      money: 'money',
      image: 'text',
      url: 'text',
      enum: 'text',
      reference: 'text',
      html: 'text',
      changes: 'text',
    });
  });
});
