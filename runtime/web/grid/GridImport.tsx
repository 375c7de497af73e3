import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { IMPORT_REPORT_LIMIT, type GridDefinition } from '../../shared/index.js';
import { useModalDialog } from '../components/useModalDialog.js';
import { useAccess, useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { GridImportReport } from './GridImportReport.js';
import { useGridImport } from './useGridImport.js';

export interface GridImportProps {
  readonly grid: GridDefinition;
  /** The list's path, placeholders filled (useEntityGrid's listPath): the import is posted to `<it>/import`. */
  readonly path: string;
}

/**
 * «Importar» in a grid's toolbar, where the grid declares an import and the session holds the grant (and create or
 * update, which the rows need): a dialog to choose a file, its dry run's report, «Aplicar» only when no line has an error.
 */
export function GridImport({ grid, path }: GridImportProps) {
  const messages = useMessages();
  const { can } = useAccess();
  const [open, setOpen] = useState(false);
  if (!grid.import || !can(grid.entity, 'import') || !(can(grid.entity, 'create') || can(grid.entity, 'update'))) return null;
  return (
    <>
      <button type="button" className="button grid-import-button" onClick={() => setOpen(true)}>
        {messages.importButton}
      </button>
      {open ? <GridImportDialog grid={grid} path={path} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function GridImportDialog({ grid, path, onClose }: GridImportProps & { readonly onClose: () => void }) {
  const messages = useMessages();
  const titleId = useId();
  const helpId = useId();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const modal = useModalDialog(onClose, input);
  const { phase, report, error, check, apply } = useGridImport(path);
  const busy = phase === 'checking' || phase === 'applying';
  return createPortal(
    <dialog ref={modal.dialogRef} className="dialog grid-import-dialog" aria-labelledby={titleId} aria-describedby={helpId} onCancel={modal.onCancel}>
      <h2 id={titleId} className="dialog-title">
        {formatMessage(messages.importTitle, { title: grid.title })}
      </h2>
      <p id={helpId} className="dialog-text">
        {messages.importHelp}
      </p>
      <p>
        <label htmlFor={fileId}>{messages.importFile}</label>{' '}
        <input
          ref={input}
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            // The same file chosen again (fixed and saved) must run again: the input forgets it.
            event.currentTarget.value = '';
            if (chosen) void check(chosen);
          }}
        />
      </p>
      {busy ? <p role="status">{phase === 'checking' ? messages.importChecking : messages.importApplying}</p> : null}
      {error ? (
        <p role="alert" className="page-error">
          {error}
        </p>
      ) : null}
      {report && !busy ? <GridImportReport report={report} limit={IMPORT_REPORT_LIMIT} {...(grid.import?.children && { childTitle: grid.import.children.title })} /> : null}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={onClose}>
          {messages.importClose}
        </button>
        {phase === 'checked' && report && report.errorCount === 0 && report.created + report.updated > 0 ? (
          <button type="button" className="button button--primary" onClick={() => void apply()}>
            {messages.importApply}
          </button>
        ) : null}
      </div>
    </dialog>,
    document.body,
  );
}
