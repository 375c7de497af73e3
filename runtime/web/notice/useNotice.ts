import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseNoticeResult {
  /** The text shown now, '' when none. */
  readonly text: string;
  /** Shows a text for `durationMs`; the same text again is announced again. */
  readonly notify: (text: string) => void;
}

/** The state of the status region: one text at a time, cleared after a while so it does not linger. */
export function useNotice(durationMs = 6000): UseNoticeResult {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimer(timer.current), []);
  const notify = useCallback(
    (next: string) => {
      clearTimer(timer.current);
      // Emptied first, so a screen reader announces a repeated text ('Guardado' twice) again.
      setText('');
      queueMicrotask(() => setText(next));
      timer.current = setTimeout(() => setText(''), durationMs);
    },
    [durationMs],
  );
  return { text, notify };
}

function clearTimer(timer: ReturnType<typeof setTimeout> | null): void {
  if (timer !== null) clearTimeout(timer);
}
