import type { FilterProps } from '../registry/FilterProps.js';
import { useDebouncedInput } from './useDebouncedInput.js';

/** Delay between the last keystroke and the request, so typing a name sends one query, not one per letter. */
export const FILTER_DEBOUNCE_MS = 300;

/** A text input that filters its column, debounced; follows the URL when it changes from outside (back button). */
export function TextFilter({ column, value, onChange }: FilterProps) {
  const { shown: text, setShown: setText, commit } = useDebouncedInput(value, onChange, FILTER_DEBOUNCE_MS, (next) => next);

  return (
    <input
      type="text"
      className="grid-filter-input"
      aria-label={column.title}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        commit(event.target.value.trim());
      }}
    />
  );
}
