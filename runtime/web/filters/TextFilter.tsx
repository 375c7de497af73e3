import { useEffect, useRef, useState } from 'react';
import type { FilterProps } from '../registry/FilterProps.js';
import { useDebouncedCallback } from './useDebouncedCallback.js';

/** Delay between the last keystroke and the request, so typing a name sends one query, not one per letter. */
export const FILTER_DEBOUNCE_MS = 300;

/** A text input that filters its column, debounced; follows the URL when it changes from outside (back button). */
export function TextFilter({ column, value, onChange }: FilterProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next;
    onChange(next);
  }, FILTER_DEBOUNCE_MS);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

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
