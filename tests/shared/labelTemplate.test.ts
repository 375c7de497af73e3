import fc from 'fast-check';
import path from 'node:path';
import { formatDateValue, formatLabel, getLabelFields, isLabelTemplate, parseLabelTemplate } from '../../runtime/shared/index.js';
import { getFixtureEntity, loadFixtureModel } from '../fixtures/loadFixtureModel.js';

const clinic = loadFixtureModel(path.resolve(import.meta.dirname, '../fixtures/vetclinic/schemas'));
const appointment = getFixtureEntity(clinic, 'appointment');

describe('parseLabelTemplate', () => {
  it.each([
    ['a field name is one placeholder', 'name', [{ field: 'name', format: null }]],
    [
      'text and placeholders with a format',
      '{pet} – {startsAt:shortDateTime}',
      [{ field: 'pet', format: null }, { text: ' – ' }, { field: 'startsAt', format: 'shortDateTime' }],
    ],
    ['text around', 'Cita {_id}.', [{ text: 'Cita ' }, { field: '_id', format: null }, { text: '.' }]],
  ])('%s', (_name, display, want) => {
    expect(parseLabelTemplate(display)).toEqual(want);
  });

  it('names each field once, in order', () => {
    expect(getLabelFields('{pet} {vet} {pet}')).toEqual(['pet', 'vet']);
    expect(isLabelTemplate('name')).toBe(false);
  });
});

describe('formatDateValue', () => {
  it.each([
    ['2026-12-01', 'date', '01/12/2026'],
    ['2026-12-01T10:30:00', 'shortDateTime', '01/12 10:30'],
    ['2026-12-01 10:30:15', 'dateTime', '01/12/2026 10:30'],
    ['2026-12-01T08:05:00', 'time', '08:05'],
    ['2026-12-01', 'shortDate', '01/12'],
    ['mañana', 'date', 'mañana'],
  ] as const)('%s as %s is %s', (value, format, want) => {
    expect(formatDateValue(value, format)).toBe(want);
  });

  it('an instant with a zone shows at the local wall-clock time', () => {
    const instant = new Date('2026-12-01T10:30:00Z');
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(formatDateValue('2026-12-01T10:30:00.000Z', 'time')).toBe(`${pad(instant.getHours())}:${pad(instant.getMinutes())}`);
  });

  it('keeps the wall-clock day, month, year, hour and minute as written', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 19);
        const [day, month, year] = [iso.slice(8, 10), iso.slice(5, 7), iso.slice(0, 4)];
        expect(formatDateValue(iso, 'dateTime')).toBe(`${day}/${month}/${year} ${iso.slice(11, 16)}`);
      }),
    );
  });
});

describe('formatLabel', () => {
  const row = { _id: 'a1', pet: 'p1', startsAt: '2026-12-01T10:30:00', price: 40, state: 'Atendida', $labels: { pet: 'Perla' } };
  it.each([
    ['a field name: its value as text, as labels always were', 'startsAt', row, '2026-12-01T10:30:00'],
    ["a reference: the row's label of it; a date-time in the declared format", '{pet} – {startsAt:shortDateTime}', row, 'Perla – 01/12 10:30'],
    ['a date-time by default with the year', '{startsAt}', row, '01/12/2026 10:30'],
    ["an option: its title; a number as it is", '{state} {price}', row, 'Atendida 40'],
    ['an unlabelled reference leaves its place empty', '{pet} – {price}', { ...row, $labels: {} }, ' – 40'],
    ['every placeholder empty: no label', '{pet}: {startsAt}', { _id: 'a2' }, null],
  ])('%s', (_name, display, given, want) => {
    expect(formatLabel(display, appointment, given)).toBe(want);
  });
});
