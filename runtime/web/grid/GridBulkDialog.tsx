import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { getListedOptions, type FieldDefinition } from '../../shared/index.js';
import { getErrorText } from '../api/index.js';
import { useModalDialog } from '../components/useModalDialog.js';
import { useEntity, useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import type { BulkReport, UseGridBulkResult } from './useGridBulk.js';

export interface GridBulkDialogProps {
  readonly bulk: UseGridBulkResult;
  readonly entity: string;
}

/**
 * The bulk action's dialog: a set's value, then the preview (how many rows change, which do not and why) with
 * «Aplicar», then the job's progress bar and its summary. A modal `<dialog>`: focus inside, Escape closes (not while
 * the job runs: it goes on anyway, the dialog only follows it).
 */
export function GridBulkDialog({ bulk, entity }: GridBulkDialogProps) {
  const step = bulk.step;
  if (!step && !bulk.error) return null;
  // Each dialog opens as it mounts: the value's form, then one for the preview, the progress and the summary.
  if (step?.step === 'value') return createPortal(<ValueForm key="value" bulk={bulk} entity={entity} />, document.body);
  return <BulkDialog key="report" bulk={bulk} entity={entity} />;
}

function BulkDialog({ bulk, entity }: GridBulkDialogProps) {
  const messages = useMessages();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const step = bulk.step;
  const modal = useModalDialog(() => (step?.step === 'running' ? undefined : bulk.close()), closeRef);
  const label = step?.action.label ?? messages.bulkToolbar;
  let title = label;
  let content = null;
  if (!step) content = <p role="alert">{bulk.error ? getErrorText(bulk.error, messages) : null}</p>;
  else if (step.step === 'preview') {
    title = formatMessage(messages.bulkPreviewTitle, { action: label });
    content = <ReportLines report={step.report} changedText={messages.bulkPreviewChange} />;
  } else if (step.step !== 'value') {
    const { job } = step;
    title = step.step === 'running' ? formatMessage(messages.bulkRunning, { action: label }) : formatMessage(messages.bulkDoneTitle, { action: label });
    const progress = formatMessage(messages.bulkProgress, { done: job.done, total: job.total });
    content = (
      <>
        <progress className="grid-bulk-progress" value={job.done} max={Math.max(job.total, 1)} aria-label={progress} />
        <p aria-live="polite">{progress}</p>
        {job.report ? <ReportLines report={job.report} changedText={messages.bulkDone} /> : null}
        {job.error ? <p role="alert">{formatMessage(messages.bulkFailed, { error: job.error })}</p> : null}
      </>
    );
  }
  return createPortal(
    <dialog ref={modal.dialogRef} className="dialog grid-bulk-dialog" aria-labelledby={titleId} onCancel={modal.onCancel}>
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <div className="dialog-details">{content}</div>
      <div className="dialog-buttons">
        {step?.step === 'preview' ? (
          <>
            <button ref={closeRef} type="button" className="button" onClick={bulk.close}>
              {messages.cancel}
            </button>
            <button type="button" className="button button--primary" disabled={step.report.changed === 0} onClick={() => void bulk.apply()}>
              {messages.bulkApply}
            </button>
          </>
        ) : (
          <button ref={closeRef} type="button" className="button" disabled={step?.step === 'running'} onClick={bulk.close}>
            {messages.bulkClose}
          </button>
        )}
      </div>
    </dialog>,
    document.body,
  );
}

/** How many rows change (or changed), then each reason with its count and first rows, by label (a row without one: its id). */
function ReportLines({ report, changedText }: { readonly report: BulkReport; readonly changedText: string }) {
  const messages = useMessages();
  return (
    <>
      <p className="grid-bulk-changed">{formatMessage(changedText, { changed: report.changed, total: report.total })}</p>
      {report.notChanged.length > 0 ? (
        <ul className="grid-bulk-reasons">
          {report.notChanged.map((group) => (
            <li key={group.reason}>
              {formatMessage(messages.bulkNotChanged, { count: group.count, reason: group.reason })}
              <br />
              <small>{formatMessage(messages.bulkNotChangedIds, { ids: group.ids.map((id, index) => group.labels[index] ?? id).join(', ') })}</small>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A set's one value, typed by its field: a yes/no box, a number, one of the listed values, or text. */
function ValueForm({ bulk, entity }: GridBulkDialogProps) {
  const messages = useMessages();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const modal = useModalDialog(bulk.close, inputRef);
  const step = bulk.step;
  const field = useEntity(entity).fields.find((candidate) => candidate.name === (step?.step === 'value' ? step.action.field?.name : ''));
  const [value, setValue] = useState<string>('');
  if (step?.step !== 'value' || !field) return null;
  const title = formatMessage(messages.bulkSetValue, { field: field.title });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void bulk.preview(step.action, { [field.name]: toValue(field, value) });
  };
  const options = getListedOptions(field.schema);
  const type = field.schema.type;
  return (
    <dialog ref={modal.dialogRef} className="dialog grid-bulk-dialog" aria-labelledby={titleId} onCancel={modal.onCancel}>
      <form onSubmit={submit}>
        <h2 id={titleId} className="dialog-title">
          {step.action.label}
        </h2>
        <label className="dialog-details">
          {title}{' '}
          {type === 'boolean' ? (
            <input ref={inputRef} type="checkbox" checked={value === 'true'} onChange={(event) => setValue(String(event.target.checked))} />
          ) : options ? (
            <select ref={inputRef} value={value} onChange={(event) => setValue(event.target.value)}>
              <option value="" />
              {options.map((option) => (
                <option key={String(option.value)} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input ref={inputRef} type={type === 'number' || type === 'integer' ? 'number' : 'text'} step="any" value={value} onChange={(event) => setValue(event.target.value)} />
          )}
        </label>
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={bulk.close}>
            {messages.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {messages.bulkPreview}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The typed value a set sends: numbers as numbers, a yes/no as a boolean, an empty text as null. */
function toValue(field: FieldDefinition, text: string): unknown {
  const type = field.schema.type;
  if (type === 'boolean') return text === 'true';
  if (text === '') return null;
  if (type === 'number' || type === 'integer') return Number(text);
  const listed = getListedOptions(field.schema)?.find((option) => String(option.value) === text);
  return listed ? listed.value : text;
}
