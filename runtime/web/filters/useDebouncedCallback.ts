import { useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<TArgs extends unknown[]> {
  (...args: TArgs): void;
  /** Drops a pending call. */
  cancel(): void;
}

/** Returns a stable function that calls the latest `callback` once `delay` ms have passed without another call. */
export function useDebouncedCallback<TArgs extends unknown[]>(callback: (...args: TArgs) => void, delay: number): DebouncedCallback<TArgs> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo(() => {
    const fn = (...args: TArgs) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    };
    return Object.assign(fn, { cancel: () => clearTimeout(timer.current) });
  }, [delay]);
  // A pending call must not fire after the filter row is gone.
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
