import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export interface ClippedTextProps {
  /** The whole text, shown on hover (title) and, for the keyboard, on focus. */
  readonly title: string;
  readonly children: ReactNode;
  /** An identifying value (a running number, a code): wrapped whole, never cut. */
  readonly whole?: boolean | undefined;
}

/**
 * A long-text cell cut to the column's width (styles.css .cell-text). Only when the text is actually cut does it
 * take a tab stop, so keyboard users can focus it and read it whole (:focus-visible unclips it); uncut cells add none.
 */
export function ClippedText({ title, children, whole = false }: ClippedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isCut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    // jsdom has no ResizeObserver; the first measure is enough there.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [title]);
  return (
    <span ref={ref} className={whole ? 'cell-text cell-text--whole' : 'cell-text'} title={title} tabIndex={isCut && !whole ? 0 : undefined}>
      {children}
    </span>
  );
}
