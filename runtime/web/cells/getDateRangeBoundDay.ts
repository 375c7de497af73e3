import dayjs from 'dayjs';

/**
 * The day a date filter's Desde/Hasta input showed for a bound it sent (getDateRangeInstants inverted): `from`'s local
 * day, the day before `to` (its midnight is exclusive); null for an instant that is no local midnight (an API caller's),
 * which reads as an instant. In cells/, below filters/: the history's filter lines read a job's bounds back as days.
 */
export function getDateRangeBoundDay(instant: string, side: 'from' | 'to'): string | null {
  const time = dayjs(instant);
  if (!time.isValid() || !time.isSame(time.startOf('day'))) return null;
  return (side === 'to' ? time.subtract(1, 'day') : time).format('YYYY-MM-DD');
}
