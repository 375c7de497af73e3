import { escapeRegExp } from '../../shared/escapeRegExp.js';
import { RANGE_SEPARATOR, splitRangeValue } from './splitRangeValue.js';

/** A number filter's value as kept in the URL: `10..1234.56` (either side may be open), JavaScript's own number texts. */
export interface NumberRangeValue {
  readonly from: number | null;
  readonly to: number | null;
}

// What the URL keeps of a bound: a plain decimal, nothing the request could read otherwise.
const URL_NUMBER = /^-?\d+(\.\d+)?$/;

/** Reads a URL value; null for empty, malformed or inverted ranges, which filter nothing. */
export function getNumberRangeValue(text: string): NumberRangeValue | null {
  const bounds = splitRangeValue(text, (bound) => URL_NUMBER.test(bound));
  if (!bounds) return null;
  const [fromText, toText] = bounds;
  const from = fromText === '' ? null : Number(fromText);
  const to = toText === '' ? null : Number(toText);
  if (from !== null && to !== null && from > to) return null;
  return { from, to };
}

/** The URL value of a range; '' when both bounds are open (no filter). */
export function formatNumberRangeValue(from: number | null, to: number | null): string {
  if (from === null && to === null) return '';
  return `${from === null ? '' : toPlainText(from)}${RANGE_SEPARATOR}${to === null ? '' : toPlainText(to)}`;
}

/** A number as a plain decimal (never `1e+21` or `1e-7`, which the URL pattern and the server would not read). */
function toPlainText(value: number): string {
  return new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/**
 * A number typed the locale's way, as a number: `1.234,56`, `1234,5` and `-3` in Spanish (grouping optional but, when
 * present, in threes; the decimal separator once); a text that is no such number is null, an empty one undefined.
 */
export function parseLocaleNumber(text: string, locale: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  const parts = new Intl.NumberFormat(locale).formatToParts(-12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const [whole = '', fraction, extra] = trimmed.split(decimal);
  if (extra !== undefined) return null;
  const grouped = new RegExp(`^[+-]?\\d{1,3}(${escapeRegExp(group)}\\d{3})+$`);
  const plain = /^[+-]?\d+$/;
  if (!plain.test(whole) && !grouped.test(whole) && !(whole === '' && fraction !== undefined)) return null;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const number = Number(`${whole.split(group).join('') || '0'}${fraction === undefined ? '' : `.${fraction}`}`);
  return Number.isFinite(number) ? number : null;
}

/** A bound shown in its input the locale's way, without grouping so it reads back as typed (`1234,56`). */
export function formatLocaleNumber(value: number | null, locale: string): string {
  if (value === null) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}
