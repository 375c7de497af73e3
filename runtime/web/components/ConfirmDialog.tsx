import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../context/index.js';
import { useModalDialog } from './useModalDialog.js';

export interface ConfirmDialogProps {
  readonly title?: string;
  readonly text: string;
  readonly onAccept: () => void;
  readonly onCancel: () => void;
  /** Drawn under the text (a delete's consequences), part of the dialog's description. */
  readonly children?: ReactNode;
}

/**
 * A modal confirmation in a native `<dialog>` (the page behind inert), labelled by its title and described by
 * its text. Focus moves to Cancelar (the harmless choice), Escape cancels, and on close focus returns to the
 * element that opened it.
 */
export function ConfirmDialog({ title, text, onAccept, onCancel, children }: ConfirmDialogProps) {
  const messages = useMessages();
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const modal = useModalDialog(onCancel, cancelRef);

  return createPortal(
    <dialog
      ref={modal.dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={modal.onCancel}
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
    </dialog>,
    document.body,
  );
}
