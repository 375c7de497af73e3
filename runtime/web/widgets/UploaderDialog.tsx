import { useId } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../components/useModalDialog.js';

export interface UploaderDialogProps {
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The uploader's modal in a native `<dialog>` (the page behind inert), labelled by its title; focus moves into
 * it, Escape and Cerrar close it, and focus returns to the button that opened it.
 */
export function UploaderDialog({ title, closeLabel, onClose, children }: UploaderDialogProps) {
  const titleId = useId();
  const modal = useModalDialog(onClose);

  return createPortal(
    <dialog
      ref={modal.dialogRef}
      className="dialog uploader-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={modal.onCancel}
    >
      <div className="uploader-dialog-header">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {children}
    </dialog>,
    document.body,
  );
}
