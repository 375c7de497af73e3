import fc from 'fast-check';
import path from 'node:path';
import { DATE_DISPLAYS, formatDateValue, formatLabel, getLabelFields, isLabelTemplate, parseLabelTemplate } from '../../runtime/shared/index.js';
import type { DateDisplay } from '../../runtime/shared/index.js';
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
    ['dd/mm/aaaa', '2026-12-01', 'date', '01/12/2026'],
    ['dd/mm/aaaa', '2026-12-01T10:30:00', 'shortDateTime', '01/12 10:30'],
    ['dd/mm/aaaa', '2026-12-01 10:30:15', 'dateTime', '01/12/2026 10:30'],
    ['dd/mm/aaaa', '2026-12-01T08:05:00', 'time', '08:05'],
    ['dd/mm/aaaa', '2026-12-01', 'shortDate', '01/12'],
    ['dd/mm/aaaa', 'mañana', 'date', 'mañana'],
    ['aaaa-mm-dd', '2026-12-01', 'date', '2026-12-01'],
    ['aaaa-mm-dd', '2026-12-01T10:30:00', 'date', '2026-12-01'],
    ['aaaa-mm-dd', '2026-12-01T10:30:00', 'shortDateTime', '12-01 10:30'],
    ['aaaa-mm-dd', '2026-12-01 10:30:15', 'dateTime', '2026-12-01 10:30:15'],
    ['aaaa-mm-dd', '2026-12-01T10:30', 'dateTime', '2026-12-01 10:30:00'],
    ['aaaa-mm-dd', '2026-12-01', 'dateTime', '2026-12-01 00:00:00'],
    ['aaaa-mm-dd', '2026-12-01T08:05:00', 'time', '08:05'],
    ['aaaa-mm-dd', '2026-12-01', 'shortDate', '12-01'],
    ['aaaa-mm-dd', 'mañana', 'date', 'mañana'],
  ] as const)('%s: %s as %s is %s', (dateDisplay, value, format, want) => {
    expect(formatDateValue(value, format, dateDisplay)).toBe(want);
  });

  it.each([
    ['dd/mm/aaaa', (parts: string[]) => `${parts[2]}/${parts[1]}/${parts[0]} ${parts[3]}:${parts[4]}`],
    ['aaaa-mm-dd', (parts: string[]) => `${parts[0]}-${parts[1]}-${parts[2]} ${parts[3]}:${parts[4]}:${parts[5]}`],
  ] as const)('%s: an instant with a zone shows at the local wall-clock time', (dateDisplay, shown) => {
    const instant = new Date('2026-12-01T10:30:17Z');
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = [String(instant.getFullYear()), pad(instant.getMonth() + 1), pad(instant.getDate()), pad(instant.getHours()), pad(instant.getMinutes()), pad(instant.getSeconds())];
    expect(formatDateValue('2026-12-01T10:30:17.000Z', 'dateTime', dateDisplay)).toBe(shown(local));
    expect(formatDateValue('2026-12-01T10:30:17.000Z', 'time', dateDisplay)).toBe(`${local[3]}:${local[4]}`);
  });

  it('keeps the wall-clock day, month, year, hour, minute (and in ISO order the second) as written', () => {
    const displays = Object.keys(DATE_DISPLAYS) as DateDisplay[];
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), fc.constantFrom(...displays), (date, dateDisplay) => {
        const iso = date.toISOString().slice(0, 19);
        const [day, month, year] = [iso.slice(8, 10), iso.slice(5, 7), iso.slice(0, 4)];
        const want = dateDisplay === 'dd/mm/aaaa' ? `${day}/${month}/${year} ${iso.slice(11, 16)}` : `${year}-${month}-${day} ${iso.slice(11, 19)}`;
        expect(formatDateValue(iso, 'dateTime', dateDisplay)).toBe(want);
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
    expect(formatLabel(display, appointment, given, 'dd/mm/aaaa')).toBe(want);
  });

  it.each([
    ['dd/mm/aaaa', 'Perla – 01/12/2026 10:30'],
    ['aaaa-mm-dd', 'Perla – 2026-12-01 10:30:00'],
  ] as const)("a date-time in the site's %s display", (dateDisplay, want) => {
    expect(formatLabel('{pet} – {startsAt}', appointment, row, dateDisplay)).toBe(want);
  });
});
