/** Separates a range's two bounds in the URL: `2024-03-01..2024-03-31`, `10..1234.56`; either side may be open. */
export const RANGE_SEPARATOR = '..';

/** A range filter's URL value as its two bound texts ('' when open); null when not two bounds, a bound `isBound` refuses, or both open. */
export function splitRangeValue(text: string, isBound: (bound: string) => boolean): readonly [from: string, to: string] | null {
  const parts = text.split(RANGE_SEPARATOR);
  if (parts.length !== 2) return null;
  const [from = '', to = ''] = parts;
  if ((from !== '' && !isBound(from)) || (to !== '' && !isBound(to))) return null;
  return from === '' && to === '' ? null : [from, to];
}
