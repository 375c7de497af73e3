import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useMemo } from 'react';
import { useAdmin } from '../context/index.js';
import { formatMessage } from '../i18n/formatMessage.js';
import { getSizeLabel } from './getSizeLabel.js';
import { UploaderDialog } from './UploaderDialog.js';
import { useUploader } from './useUploader.js';
import type { UploadProgress } from './useUploader.js';
import { getMessages } from '../i18n/index.js';
import './widgets.css';
import { readWidgetOptions } from '../../shared/index.js';

// Uppy's Dashboard (and Uppy itself, see useUploader) load in their own chunk, only on forms with an uploader.
const UploaderDashboard = lazy(() => import('./UploaderDashboard.js'));

/**
 * The `uploader` widget: the value is a list of { name, url }, each shown as a link with Quitar; the
 * button (ui:options.buttonLabel, else 'Subir archivos') opens a modal of that title with Uppy's Dashboard, which uploads to
 * `{apiBase}/upload` with the header `folder` (ui:options.folder, else app.uploads.defaultFolder) and the CSRF token.
 */
export function UploaderWidget(props: WidgetProps) {
  const { id, value, onChange, options, disabled, readonly, label } = props;
  const { app, messages, apiClient } = useAdmin();
  const texts = getMessages(app.locale);
  const own = readWidgetOptions('uploader', options);
  const folder = own.folder ?? app.uploads.defaultFolder;
  const openLabel = own.buttonLabel ?? texts.uploaderOpen;
  const title = own.buttonLabel ?? texts.uploaderTitle;
  const uppyOptions = useMemo(
    () => ({
      id: `uploader-${id}`,
      endpoint: `${app.apiBase.replace(/\/+$/, '')}/upload`,
      folder,
      maxBytes: app.uploads.maxBytes,
      locale: app.locale,
      getHeaders: apiClient.getSessionHeaders,
    }),
    [id, app.apiBase, folder, app.uploads.maxBytes, app.locale, apiClient],
  );
  const { uppy, loadError, files, isOpen, open, close, remove, uploads } = useUploader({ value, onChange, uppyOptions });
  const note = formatMessage(texts.uploaderNote, { size: getSizeLabel(app.uploads.maxBytes) });
  const locked = Boolean(disabled) || Boolean(readonly);

  return (
    <div id={id} className="uploader-widget" role="group" aria-label={label || texts.uploaderListLabel}>
      {files.length > 0 ? (
        <ul className="uploader-files" aria-label={texts.uploaderListLabel}>
          {files.map((file, index) => (
            <li key={`${index}-${file.url}`} className="uploader-file">
              <a href={file.url} target="_blank" rel="noreferrer" className="uploader-file-link">
                {file.name}
              </a>
              <button
                type="button"
                className="button button--small"
                aria-label={formatMessage(texts.uploaderRemoveLabel, { name: file.name })}
                disabled={locked}
                onClick={() => remove(index)}
              >
                {texts.uploaderRemove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="button uploader-open" disabled={locked} onClick={open}>
        {openLabel}
      </button>
      {isOpen ? (
        <UploaderDialog title={title} closeLabel={texts.uploaderClose} onClose={close}>
          {loadError ? (
            <p className="page-error" role="alert">
              {texts.uploaderLoadFailed}
            </p>
          ) : uppy ? (
            <Suspense fallback={<p className="page-status">{messages.loading}</p>}>
              <UploaderDashboard
                uppy={uppy}
                note={note}
                nameLabel={texts.uploaderNameLabel}
                namePlaceholder={texts.uploaderNamePlaceholder}
                onDone={close}
              />
            </Suspense>
          ) : (
            <p className="page-status">{messages.loading}</p>
          )}
          <UploadProgressList label={texts.uploaderProgressLabel} uploaded={texts.uploaderUploaded} uploads={uploads} />
        </UploaderDialog>
      ) : null}
    </div>
  );
}

interface UploadProgressListProps {
  readonly label: string;
  readonly uploaded: string;
  readonly uploads: readonly UploadProgress[];
}

/** A progress bar per file sent, with its end: 'Subido' or Uppy's error for it. */
function UploadProgressList({ label, uploaded, uploads }: UploadProgressListProps) {
  if (uploads.length === 0) return null;
  return (
    <ul className="uploader-progress" aria-label={label}>
      {uploads.map((upload) => (
        <li key={upload.id} className={upload.error ? 'uploader-progress-item uploader-progress-item--error' : 'uploader-progress-item'}>
          <span className="uploader-progress-name">{upload.name}</span>
          <progress max={100} value={upload.percentage} aria-label={upload.name} />
          <span className="uploader-progress-state" role={upload.error ? 'alert' : undefined}>
            {upload.error ?? (upload.complete ? uploaded : `${upload.percentage} %`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
