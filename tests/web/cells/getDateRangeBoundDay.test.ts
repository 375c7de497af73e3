import dayjs from 'dayjs';
import fc from 'fast-check';
import { getDateRangeBoundDay } from '../../../runtime/web/cells/getDateRangeBoundDay.js';
import { getDateRangeInstants } from '../../../runtime/web/filters/getDateRangeValue.js';

describe('getDateRangeBoundDay', () => {
  it('reads back the days a custom range sent: its first day, and its last one (not the exclusive midnight after it)', () => {
    const day = fc.date({ min: new Date('2000-01-01T12:00:00Z'), max: new Date('2099-12-31T12:00:00Z'), noInvalidDate: true }).map((date) => dayjs(date).format('YYYY-MM-DD'));
    fc.assert(
      fc.property(day, day, (fromDay, toDay) => {
        const { from, to } = getDateRangeInstants({ preset: null, fromDay, toDay }, dayjs());
        expect([getDateRangeBoundDay(from!, 'from'), getDateRangeBoundDay(to!, 'to')]).toEqual([fromDay, toDay]);
      }),
    );
  });

  it.each<[string, string, 'from' | 'to', string | null]>([
    ['an instant that is no local midnight (an API caller\'s)', dayjs('2026-10-01T09:30').toISOString(), 'from', null],
    ['text that is no date', 'ayer', 'to', null],
    ['a day written as a day', '2026-10-01', 'from', '2026-10-01'],
  ])('%s', (_, instant, side, day) => {
    expect(getDateRangeBoundDay(instant, side)).toBe(day);
  });
});
