import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../context/index.js';
import { useModalDialog } from './useModalDialog.js';

/** One field the other person changed, as the dialog lists it. */
export interface ConflictDialogLine {
  readonly title: string;
  readonly theirs: string;
  readonly yours: string;
}

export interface ConflictDialogProps {
  /** The fields the other person changed, with their value and the one being saved. */
  readonly lines: readonly ConflictDialogLine[];
  /** Drops what is being saved and shows the row as it is now. */
  readonly onReload: () => void;
  /** Saves it anyway, over the other person's values. */
  readonly onOverwrite: () => void;
  /** Escape: neither; the edit stays as it is. */
  readonly onClose: () => void;
}

/**
 * The dialog of a save refused because someone else changed the row meanwhile (the API's 412): a modal native
 * `<dialog>` labelled by its title and described by its text, listing each field the other person changed with their
 * value and the one being saved, and 'Recargar' (focused first) or 'Sobrescribir'. Escape closes it and changes nothing.
 */
export function ConflictDialog({ lines, onReload, onOverwrite, onClose }: ConflictDialogProps) {
  const messages = useMessages();
  const titleId = useId();
  const textId = useId();
  const reloadRef = useRef<HTMLButtonElement>(null);
  const modal = useModalDialog(onClose, reloadRef);

  return createPortal(
    <dialog ref={modal.dialogRef} className="dialog dialog--wide" aria-labelledby={titleId} aria-describedby={textId} onCancel={modal.onCancel}>
      <h2 id={titleId} className="dialog-title">
        {messages.conflictTitle}
      </h2>
      <div id={textId} className="dialog-text">
        <p className="dialog-paragraph">{messages.conflictText}</p>
        <p className="dialog-paragraph">{lines.length > 0 ? messages.conflictFields : messages.conflictNoFields}</p>
      </div>
      {lines.length > 0 ? (
        <table className="dialog-table">
          <thead>
            <tr>
              <th scope="col">{messages.conflictField}</th>
              <th scope="col">{messages.conflictTheirs}</th>
              <th scope="col">{messages.conflictYours}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${index}:${line.title}`}>
                <th scope="row">{line.title}</th>
                <td>{line.theirs}</td>
                <td>{line.yours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="dialog-text">{messages.conflictHelp}</p>
      <div className="dialog-buttons">
        <button ref={reloadRef} type="button" className="button" onClick={onReload}>
          {messages.conflictReload}
        </button>
        <button type="button" className="button button--danger" onClick={onOverwrite}>
          {messages.conflictOverwrite}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
