import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../context/index.js';

export interface ConfirmDialogProps {
  readonly title?: string;
  readonly text: string;
  readonly onAccept: () => void;
  readonly onCancel: () => void;
  /** Drawn under the text (a delete's consequences), part of the dialog's description. */
  readonly children?: ReactNode;
}

/**
 * A modal confirmation: role="dialog" with aria-modal, labelled by its title and described by its text.
 * Focus moves to Cancelar (the harmless choice), Tab stays inside, Escape cancels, and on close focus
 * returns to the element that opened it.
 */
export function ConfirmDialog({ title, text, onAccept, onCancel, children }: ConfirmDialogProps) {
  const messages = useMessages();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title ?? messages.confirmTitle}
        </h2>
        <p id={textId} className="dialog-text">
          {text}
        </p>
        {children ? <div className="dialog-details">{children}</div> : null}
        <div className="dialog-buttons">
          <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
            {messages.cancel}
          </button>
          <button type="button" className="button button--danger" onClick={onAccept}>
            {messages.accept}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
