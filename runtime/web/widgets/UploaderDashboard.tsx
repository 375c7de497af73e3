import Dashboard from '@uppy/react/dashboard';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { useMemo } from 'react';
import type { UploaderUppy } from './createUppy.js';
import { NAME_META_FIELD } from './createUppy.js';

export interface UploaderDashboardProps {
  readonly uppy: UploaderUppy;
  readonly note: string;
  readonly nameLabel: string;
  readonly namePlaceholder: string;
  /** The Dashboard's 'Hecho' button, shown once a batch has finished. */
  readonly onDone: () => void;
}

/** Uppy's Dashboard drawn inline in the uploader's modal (with Uppy's CSS), in the chunk Uppy loads in. */
export default function UploaderDashboard({ uppy, note, nameLabel, namePlaceholder, onDone }: UploaderDashboardProps) {
  // The Dashboard resets its options whenever a prop changes identity.
  const metaFields = useMemo(() => [{ id: NAME_META_FIELD, name: nameLabel, placeholder: namePlaceholder }], [nameLabel, namePlaceholder]);
  return (
    <Dashboard
      uppy={uppy}
      note={note}
      metaFields={metaFields}
      width="100%"
      height={360}
      theme="light"
      proudlyDisplayPoweredByUppy={false}
      hideProgressDetails={false}
      fileManagerSelectionType="files"
      doneButtonHandler={onDone}
    />
  );
}
