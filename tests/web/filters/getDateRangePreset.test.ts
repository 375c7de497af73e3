import dayjs from 'dayjs';
import {
  DATE_RANGE_PRESETS,
  formatDateRangeValue,
  getDateRangeDays,
  getDateRangeInstants,
  getDateRangePreset,
  getDateRangeValue,
} from '../../../runtime/web/index.js';
import type { DateRangePresetName } from '../../../runtime/web/index.js';

// Node re-reads TZ when it is assigned, so each block runs the pure functions in that zone's days.
const originalTz = process.env.TZ;

function inTimeZone(zone: string) {
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });
}

/** The preset's bounds as UTC instants; `now` is a local wall-clock time of the zone under test. */
function bounds(name: DateRangePresetName, now: string): [string, string] {
  const range = getDateRangePreset(name, dayjs(now));
  return [range.from.toISOString(), range.to.toISOString()];
}

type Case = readonly [DateRangePresetName, string, string, string];

describe('getDateRangePreset in America/Guayaquil (UTC-5, no DST)', () => {
  inTimeZone('America/Guayaquil');

  it.each<Case>([
    ['today', '2024-03-15T10:30', '2024-03-15T05:00:00.000Z', '2024-03-16T05:00:00.000Z'],
    // Late evening local is already the next day in UTC: the day is still the local one.
    ['today', '2024-03-15T23:59', '2024-03-15T05:00:00.000Z', '2024-03-16T05:00:00.000Z'],
    ['today', '2024-03-15T00:00', '2024-03-15T05:00:00.000Z', '2024-03-16T05:00:00.000Z'],
    ['yesterday', '2024-03-15T10:30', '2024-03-14T05:00:00.000Z', '2024-03-15T05:00:00.000Z'],
    ['yesterday', '2024-03-01T08:00', '2024-02-29T05:00:00.000Z', '2024-03-01T05:00:00.000Z'],
    ['yesterday', '2024-01-01T08:00', '2023-12-31T05:00:00.000Z', '2024-01-01T05:00:00.000Z'],
    ['last7Days', '2024-03-15T10:30', '2024-03-09T05:00:00.000Z', '2024-03-16T05:00:00.000Z'],
    ['last7Days', '2024-03-03T10:30', '2024-02-26T05:00:00.000Z', '2024-03-04T05:00:00.000Z'],
    ['last30Days', '2024-03-15T10:30', '2024-02-15T05:00:00.000Z', '2024-03-16T05:00:00.000Z'],
    ['last30Days', '2023-03-01T10:30', '2023-01-31T05:00:00.000Z', '2023-03-02T05:00:00.000Z'],
    ['thisMonth', '2024-03-15T10:30', '2024-03-01T05:00:00.000Z', '2024-04-01T05:00:00.000Z'],
    ['thisMonth', '2024-02-29T23:00', '2024-02-01T05:00:00.000Z', '2024-03-01T05:00:00.000Z'],
    ['thisMonth', '2024-12-31T12:00', '2024-12-01T05:00:00.000Z', '2025-01-01T05:00:00.000Z'],
    ['lastMonth', '2024-03-15T10:30', '2024-02-01T05:00:00.000Z', '2024-03-01T05:00:00.000Z'],
    // The 31st minus a month must not overflow into the current month.
    ['lastMonth', '2024-03-31T10:30', '2024-02-01T05:00:00.000Z', '2024-03-01T05:00:00.000Z'],
    ['lastMonth', '2024-01-15T10:30', '2023-12-01T05:00:00.000Z', '2024-01-01T05:00:00.000Z'],
  ])('%s at %s → [%s, %s)', (name, now, from, to) => {
    expect(bounds(name, now)).toEqual([from, to]);
  });
});

describe('getDateRangePreset in Pacific/Kiritimati (UTC+14)', () => {
  inTimeZone('Pacific/Kiritimati');

  it.each<Case>([
    // 00:30 on New Year's Day local is still 31 December in UTC: Hoy is the local 1 January.
    ['today', '2024-01-01T00:30', '2023-12-31T10:00:00.000Z', '2024-01-01T10:00:00.000Z'],
    ['yesterday', '2024-01-01T00:30', '2023-12-30T10:00:00.000Z', '2023-12-31T10:00:00.000Z'],
    ['last7Days', '2024-01-01T00:30', '2023-12-25T10:00:00.000Z', '2024-01-01T10:00:00.000Z'],
    ['last30Days', '2024-01-01T00:30', '2023-12-02T10:00:00.000Z', '2024-01-01T10:00:00.000Z'],
    ['thisMonth', '2024-01-01T00:30', '2023-12-31T10:00:00.000Z', '2024-01-31T10:00:00.000Z'],
    ['lastMonth', '2024-01-01T00:30', '2023-11-30T10:00:00.000Z', '2023-12-31T10:00:00.000Z'],
  ])('%s at %s → [%s, %s)', (name, now, from, to) => {
    expect(bounds(name, now)).toEqual([from, to]);
  });
});

describe('getDateRangePreset across a DST change (Europe/Madrid, 2024-03-31 is 23 h long)', () => {
  inTimeZone('Europe/Madrid');

  it.each<Case>([
    ['today', '2024-03-31T12:00', '2024-03-30T23:00:00.000Z', '2024-03-31T22:00:00.000Z'],
    ['yesterday', '2024-04-01T12:00', '2024-03-30T23:00:00.000Z', '2024-03-31T22:00:00.000Z'],
    ['last7Days', '2024-04-02T12:00', '2024-03-26T23:00:00.000Z', '2024-04-02T22:00:00.000Z'],
    ['thisMonth', '2024-03-31T12:00', '2024-02-29T23:00:00.000Z', '2024-03-31T22:00:00.000Z'],
    ['lastMonth', '2024-04-10T12:00', '2024-02-29T23:00:00.000Z', '2024-03-31T22:00:00.000Z'],
  ])('%s at %s → [%s, %s)', (name, now, from, to) => {
    expect(bounds(name, now)).toEqual([from, to]);
  });

  it('every bound is a local midnight', () => {
    for (const name of DATE_RANGE_PRESETS) {
      const range = getDateRangePreset(name, dayjs('2024-03-31T12:00'));
      expect([range.from.format('HH:mm'), range.to.format('HH:mm')]).toEqual(['00:00', '00:00']);
    }
  });
});

describe('getDateRangeValue', () => {
  it.each([
    ['today', { preset: 'today' }],
    ['lastMonth', { preset: 'lastMonth' }],
    ['2024-03-01..2024-03-31', { preset: null, fromDay: '2024-03-01', toDay: '2024-03-31' }],
    ['2024-03-01..', { preset: null, fromDay: '2024-03-01', toDay: null }],
    ['..2024-03-31', { preset: null, fromDay: null, toDay: '2024-03-31' }],
    ['', null],
    ['..', null],
    ['hoy', null],
    ['2024-3-1..2024-03-31', null],
    ['2024-02-30..', null],
    ['2024-03-01..2024-03-31..2024-04-01', null],
  ])('%j → %j', (text, want) => {
    expect(getDateRangeValue(text)).toEqual(want);
  });

  it.each([
    ['2024-03-01', '2024-03-31', '2024-03-01..2024-03-31'],
    ['2024-03-01', null, '2024-03-01..'],
    [null, '2024-03-31', '..2024-03-31'],
    [null, null, ''],
  ])('formatDateRangeValue(%j, %j) → %j and back', (from, to, want) => {
    const text = formatDateRangeValue(from, to);
    expect(text).toBe(want);
    expect(getDateRangeValue(text)).toEqual(text === '' ? null : { preset: null, fromDay: from, toDay: to });
  });
});

describe('getDateRangeDays and getDateRangeInstants (America/Guayaquil)', () => {
  inTimeZone('America/Guayaquil');

  it("a preset's days are its first and last day, inclusive", () => {
    expect(getDateRangeDays({ preset: 'lastMonth' }, dayjs('2024-03-15T10:00'))).toEqual({ fromDay: '2024-02-01', toDay: '2024-02-29' });
    expect(getDateRangeDays({ preset: 'today' }, dayjs('2024-03-15T23:59'))).toEqual({ fromDay: '2024-03-15', toDay: '2024-03-15' });
  });

  it('custom days become local midnights, the last day exclusive', () => {
    expect(getDateRangeInstants({ preset: null, fromDay: '2024-03-01', toDay: '2024-03-31' }, dayjs())).toEqual({
      from: '2024-03-01T05:00:00.000Z',
      to: '2024-04-01T05:00:00.000Z',
    });
    expect(getDateRangeInstants({ preset: null, fromDay: null, toDay: '2024-12-31' }, dayjs())).toEqual({
      from: null,
      to: '2025-01-01T05:00:00.000Z',
    });
  });
});
