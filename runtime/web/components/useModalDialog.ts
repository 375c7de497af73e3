import { useLayoutEffect, useRef } from 'react';
import type { RefObject, SyntheticEvent } from 'react';

export interface ModalDialog {
  /** For the `<dialog>` element. */
  readonly dialogRef: RefObject<HTMLDialogElement | null>;
  /** For the `<dialog>`'s onCancel: Escape asks the owner to close instead of the browser closing it behind React's back. */
  readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

/**
 * Shows a native `<dialog>` as a modal while the component is mounted: the browser makes the page behind inert
 * (Tab and clicks stay inside), Escape calls `onClose`, focus moves to `initialFocus` (or the dialog) and returns
 * to the element that opened it when the dialog goes away (or, when that one is hidden, to its `data-focus-fallback`).
 */
export function useModalDialog(onClose: () => void, initialFocus?: RefObject<HTMLElement | null>): ModalDialog {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A layout effect: its cleanup runs before React removes the dialog, so the opener gets focus back at once.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      // An opener hidden since (an item of a closed 'Más acciones' menu) hands focus to the control that holds it.
      if (opener && document.activeElement !== opener) getFocusFallback(opener)?.focus();
    };
    // Opened once per mount; the owner unmounts the dialog to close it.
  }, []);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  return { dialogRef, onCancel };
}

/** The element named by the nearest `data-focus-fallback` (an id) around `element`, if any. */
function getFocusFallback(element: HTMLElement): HTMLElement | null {
  const holder = element.closest<HTMLElement>('[data-focus-fallback]');
  const id = holder?.dataset.focusFallback;
  return id ? document.getElementById(id) : null;
}
