import { FILTER_DEBOUNCE_MS } from './TextFilter.js';
import { formatLocaleNumber, formatNumberRangeValue, getNumberRangeValue, parseLocaleNumber } from './getNumberRangeValue.js';
import { useDebouncedInput } from './useDebouncedInput.js';

export interface UseNumberRangeFilterResult {
  /** Desde and Hasta as typed (the URL's bounds the locale's way until the administrator types). */
  readonly fromText: string;
  readonly toText: string;
  /** What is wrong with the typed bounds, which then filter nothing new: a bound that is no number, or Desde above Hasta. */
  readonly fromError: 'notNumber' | null;
  readonly toError: 'notNumber' | null;
  readonly inverted: boolean;
  readonly setFromText: (text: string) => void;
  readonly setToText: (text: string) => void;
}

/**
 * The number filter's controller: the two boxes' texts, read the locale's way (`1.234,56`), written to the URL as
 * `from..to` after a pause in typing when both read as numbers in order; follows the URL when it changes from outside.
 */
export function useNumberRangeFilter(value: string, onChange: (value: string) => void, locale: string): UseNumberRangeFilterResult {
  const { shown: texts, setShown: setTexts, commit } = useDebouncedInput(value, onChange, FILTER_DEBOUNCE_MS, (next) => getShownTexts(next, locale), [locale]);

  const from = parseLocaleNumber(texts.from, locale);
  const to = parseLocaleNumber(texts.to, locale);
  const inverted = typeof from === 'number' && typeof to === 'number' && from > to;

  const update = (next: { from: string; to: string }) => {
    setTexts(next);
    const nextFrom = parseLocaleNumber(next.from, locale);
    const nextTo = parseLocaleNumber(next.to, locale);
    // A bound being typed wrong keeps the rows as they are until it reads as a number (or is cleared).
    if (nextFrom === null || nextTo === null) return commit.cancel();
    if (nextFrom !== undefined && nextTo !== undefined && nextFrom > nextTo) return commit.cancel();
    commit(formatNumberRangeValue(nextFrom ?? null, nextTo ?? null));
  };

  return {
    fromText: texts.from,
    toText: texts.to,
    fromError: from === null ? 'notNumber' : null,
    toError: to === null ? 'notNumber' : null,
    inverted,
    setFromText: (text) => update({ from: text, to: texts.to }),
    setToText: (text) => update({ from: texts.from, to: text }),
  };
}

/** The boxes' texts for a URL value: its bounds the locale's way, '' when open. */
function getShownTexts(value: string, locale: string): { from: string; to: string } {
  const range = getNumberRangeValue(value);
  return { from: formatLocaleNumber(range?.from ?? null, locale), to: formatLocaleNumber(range?.to ?? null, locale) };
}
