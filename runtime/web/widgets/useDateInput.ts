import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { formatLocalDate, parseLocalDate } from './getLocalDate.js';

export interface UseDateInputOptions {
  /** The field's 'YYYY-MM-DD' value. */
  readonly value: unknown;
  readonly onChange: (value: string | undefined) => void;
}

export interface UseDateInputResult {
  /** What the text input shows: the value, or what is being typed. */
  readonly text: string;
  /** Typing: a complete, real day becomes the value at once, '' clears it, anything else waits. */
  readonly type: (text: string) => void;
  /** Leaving the input: an unfinished text goes back to the value. */
  readonly blur: () => void;
  /** True while what was typed is not a day. */
  readonly isInvalid: boolean;
  readonly selected: Date | undefined;
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly close: () => void;
  readonly toggle: () => void;
  /** A day chosen in the calendar: the value becomes its local 'YYYY-MM-DD' and the calendar closes. */
  readonly pick: (date: Date) => void;
  readonly clear: () => void;
  /** The widget's root; a press outside it or Escape closes the calendar. */
  readonly rootRef: RefObject<HTMLDivElement | null>;
}

/** A date field's state: the typed text, the calendar's open state and the 'YYYY-MM-DD' value without time-zone shifts. */
export function useDateInput({ value, onChange }: UseDateInputOptions): UseDateInputResult {
  const current = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);

  const type = useCallback(
    (text: string) => {
      setDraft(text);
      if (text.trim() === '') onChange(undefined);
      else if (parseLocalDate(text)) onChange(text.trim());
    },
    [onChange],
  );
  const blur = useCallback(() => setDraft(null), []);
  const close = useCallback(() => setOpen(false), []);
  const pick = useCallback(
    (date: Date) => {
      setDraft(null);
      onChange(formatLocalDate(date));
      setOpen(false);
    },
    [onChange],
  );
  const clear = useCallback(() => {
    setDraft(null);
    onChange(undefined);
    setOpen(false);
  }, [onChange]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  const text = draft ?? current;
  return {
    text,
    type,
    blur,
    isInvalid: text.trim() !== '' && !parseLocalDate(text),
    selected: parseLocalDate(current),
    isOpen,
    open: useCallback(() => setOpen(true), []),
    close,
    toggle: useCallback(() => setOpen((previous) => !previous), []),
    pick,
    clear,
    rootRef,
  };
}
