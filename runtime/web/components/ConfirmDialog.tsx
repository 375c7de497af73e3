import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../context/index.js';
import { useModalDialog } from './useModalDialog.js';

export interface ConfirmDialogProps {
  readonly title?: string;
  readonly text: string;
  /** The confirm button's text: the action's own label ('Eliminar', 'Cancelar'), so it says what happens. */
  readonly acceptLabel: string;
  readonly onAccept: () => void;
  readonly onCancel: () => void;
  /** Drawn under the text (a delete's consequences), part of the dialog's description. */
  readonly children?: ReactNode;
}

/**
 * A modal confirmation in a native `<dialog>` (the page behind inert), labelled by its title and described by
 * its text. Its buttons are Volver (dismiss) and the action's own label, so a dismiss can never read like the
 * action it declines (an action named 'Cancelar' beside a 'Cancelar' that keeps things). Focus moves to Volver
 * (the harmless choice), Escape dismisses, and on close focus returns to the element that opened it.
 */
export function ConfirmDialog({ title, text, acceptLabel, onAccept, onCancel, children }: ConfirmDialogProps) {
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
          {messages.dismiss}
        </button>
        <button type="button" className="button button--danger" onClick={onAccept}>
          {acceptLabel}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
