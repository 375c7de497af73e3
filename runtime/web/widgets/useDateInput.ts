import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { DateDisplay } from '../../shared/index.js';
import { formatFieldDate, formatLocalDate, parseLocalDate, parseLocalDateTime } from './getLocalDate.js';

export interface UseDateInputOptions {
  /** The field's stored value: a 'YYYY-MM-DD' day, or with `withTime` an ISO instant. */
  readonly value: unknown;
  readonly onChange: (value: string | undefined) => void;
  /** A date-time field: typed `dd/mm/aaaa hh:mm`, stored as the ISO instant of that local time. */
  readonly withTime?: boolean | undefined;
  /** The site's date display (app.json `dateDisplay`): how the value is shown; typing takes either form. */
  readonly dateDisplay: DateDisplay;
}

export interface UseDateInputResult {
  /** What the text input shows: the value in the site's date display (`13/12/2026 19:24`), or what is being typed. */
  readonly text: string;
  /** Typing: a complete, real day (and time) becomes the value at once, '' clears it, anything else waits. */
  readonly type: (text: string) => void;
  /** Leaving the input: an unfinished text goes back to the value (never submitted as something else than it shows). */
  readonly blur: () => void;
  /** True while what was typed is not a day (and time). */
  readonly isInvalid: boolean;
  readonly selected: Date | undefined;
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly close: () => void;
  readonly toggle: () => void;
  /** A day chosen in the calendar: the value becomes that day (keeping the time already typed, else 00:00) and the calendar closes. */
  readonly pick: (date: Date) => void;
  readonly clear: () => void;
  /** The widget's root; a press outside it or Escape closes the calendar. */
  readonly rootRef: RefObject<HTMLDivElement | null>;
}

/** A date or date-time field's state: the typed Spanish text, the calendar's open state, the stored value without time-zone slips. */
export function useDateInput({ value, onChange, withTime = false, dateDisplay }: UseDateInputOptions): UseDateInputResult {
  const current = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const parse = withTime ? parseLocalDateTime : parseLocalDate;
  const toStored = useCallback((date: Date) => (withTime ? date.toISOString() : formatLocalDate(date)), [withTime]);

  const type = useCallback(
    (text: string) => {
      setDraft(text);
      if (text.trim() === '') return onChange(undefined);
      const date = parse(text);
      if (date) onChange(toStored(date));
    },
    [onChange, parse, toStored],
  );
  const blur = useCallback(() => setDraft(null), []);
  const close = useCallback(() => setOpen(false), []);
  const selected = parse(current);
  const pick = useCallback(
    (date: Date) => {
      setDraft(null);
      if (withTime) date.setHours(selected?.getHours() ?? 0, selected?.getMinutes() ?? 0, 0, 0);
      onChange(toStored(date));
      setOpen(false);
    },
    [onChange, toStored, withTime, selected],
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

  const text = draft ?? (selected ? formatFieldDate(current, withTime, dateDisplay) : current);
  return {
    text,
    type,
    blur,
    isInvalid: text.trim() !== '' && !parse(text),
    selected,
    isOpen,
    open: useCallback(() => setOpen(true), []),
    close,
    toggle: useCallback(() => setOpen((previous) => !previous), []),
    pick,
    clear,
    rootRef,
  };
}
