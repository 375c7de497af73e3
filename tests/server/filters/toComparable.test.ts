import { toComparable } from '../../../runtime/server/filters/toComparable.js';
import type { FieldDefinition } from '../../../runtime/shared/index.js';

const dateTime: FieldDefinition = { name: 'createdAt', title: 'Creado', schema: { type: 'string', format: 'date-time' }, storage: 'text', readOnly: true, required: false, html: false, secret: false };
const date: FieldDefinition = { ...dateTime, name: 'issuedOn', schema: { type: 'string', format: 'date' } };

describe('toComparable', () => {
  it.each([
    ['UTC instant', dateTime, '2026-06-01T05:00:00.000Z', '2026-06-01T05:00:00.000Z'],
    ['instant without millis', dateTime, '2026-06-01T05:00:00Z', '2026-06-01T05:00:00.000Z'],
    ['offset', dateTime, '2026-06-01T00:00:00-05:00', '2026-06-01T05:00:00.000Z'],
    ['compact offset', dateTime, '2026-06-01T07:00:00+0200', '2026-06-01T05:00:00.000Z'],
    ['bare date', dateTime, '2026-06-01', '2026-06-01T00:00:00.000Z'],
    ['no zone reads as UTC', dateTime, '2026-06-01T05:00', '2026-06-01T05:00:00.000Z'],
    ['date: bare', date, '2026-06-01', '2026-06-01'],
    ['date: Quito midnight as UTC', date, '2026-06-01T05:00:00.000Z', '2026-06-01'],
    ['date: Madrid midnight as UTC', date, '2026-05-31T22:00:00.000Z', '2026-06-01'],
    ['date: explicit offset', date, '2026-06-01T00:00:00+09:00', '2026-06-01'],
    ['not a date', dateTime, 'ayer', null],
    ['impossible day', dateTime, '2026-02-30', null],
    ['impossible hour', dateTime, '2026-06-01T24:30:00Z', null],
    ['trailing text', dateTime, '2026-06-01Tx', null],
  ] as const)('%s', (_name, field, given, want) => {
    expect(toComparable(field, given)).toBe(want);
  });
});
