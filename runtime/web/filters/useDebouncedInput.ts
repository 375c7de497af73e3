import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useDebouncedCallback, type DebouncedCallback } from './useDebouncedCallback.js';

export interface DebouncedInput<T> {
  /** What the input shows now. */
  readonly shown: T;
  readonly setShown: Dispatch<SetStateAction<T>>;
  /** Sends `next` as the new value after a pause in typing. */
  readonly commit: DebouncedCallback<[string]>;
}

/**
 * The state of an input whose value reaches `onChange` after a pause in typing (so a name typed is one request, not one
 * per letter), and which follows `value` when it changes from outside (the back button, a cleared filter): `toShown`
 * gives what the input shows for a value.
 */
export function useDebouncedInput<T>(value: string, onChange: (value: string) => void, delay: number, toShown: (value: string) => T, deps: readonly unknown[] = []): DebouncedInput<T> {
  const [shown, setShown] = useState(() => toShown(value));
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next;
    onChange(next);
  }, delay);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setShown(toShown(value));
    }
    // toShown is a new function each render; what it reads besides the value is in `deps`.
  }, [value, ...deps]);

  return { shown, setShown, commit };
}
