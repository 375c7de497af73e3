import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';

export interface RowActionsMenu {
  readonly isOpen: boolean;
  readonly triggerId: string;
  readonly panelId: string;
  readonly rootRef: RefObject<HTMLDivElement | null>;
  readonly panelRef: RefObject<HTMLDivElement | null>;
  readonly toggle: () => void;
  /** On the trigger: ArrowDown or ArrowUp opens the menu on its first or last item. */
  readonly onTriggerKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** On the panel: arrows, Home and End move between items, Escape and Tab close it (Escape back to the trigger). */
  readonly onPanelKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** On the panel: choosing an item closes the menu; the item's own dialog (kept mounted) carries on. */
  readonly onPanelClick: (event: MouseEvent<HTMLDivElement>) => void;
}

const ITEMS = 'a[href], button:not([disabled])';

/**
 * A row's 'Más acciones' menu button (the disclosure pattern): opens on click, Enter, Space or the arrows with focus on
 * an item, arrows move, Escape closes it with focus back on the button, a press outside closes it. The panel stays
 * mounted while closed, so an action chosen from it keeps its confirm dialog and spinner.
 */
export function useRowActionsMenu(): RowActionsMenu {
  const [isOpen, setOpen] = useState(false);
  const [focusOn, setFocusOn] = useState<'first' | 'last' | null>(null);
  const base = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const triggerId = `${base}-trigger`;

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) document.getElementById(triggerId)?.focus();
  }, [triggerId]);

  useEffect(() => {
    if (!isOpen || focusOn === null) return;
    const list = items();
    (focusOn === 'first' ? list[0] : list[list.length - 1])?.focus();
    setFocusOn(null);
  }, [isOpen, focusOn]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointer = (event: globalThis.MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [isOpen]);

  const toggle = useCallback(() => {
    setOpen((open) => !open);
    setFocusOn('first');
  }, []);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    setFocusOn(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element && event.target.closest(ITEMS))) return;
    setOpen(false);
    // After React drew the choice: an item that opened a dialog has its focus there; else it goes back to the button.
    setTimeout(() => {
      if (!(document.activeElement instanceof HTMLElement && document.activeElement.closest('dialog'))) document.getElementById(triggerId)?.focus();
    }, 0);
  };

  return { isOpen, triggerId, panelId: `${base}-panel`, rootRef, panelRef, toggle, onTriggerKeyDown, onPanelKeyDown, onPanelClick };
}
