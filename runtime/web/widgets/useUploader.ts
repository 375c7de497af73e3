import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CreateUppyOptions, UploaderFile, UploaderUppy } from './createUppy.js';
import { getMessages } from '../i18n/index.js';

/** One entry of the uploader's value: the name shown and the uploaded file's address. */
export interface UploadedFile {
  readonly name: string;
  readonly url: string;
}

/** A file being sent (or sent, or failed) in the open modal, for its progress bar. */
export interface UploadProgress {
  readonly id: string;
  readonly name: string;
  /** 0 to 100. */
  readonly percentage: number;
  readonly complete: boolean;
  /** Uppy's error for the file (the server's message for a 4xx), or null. */
  readonly error: string | null;
}

export interface UseUploaderOptions {
  /** The RJSF value: the list of uploaded files (anything else reads as an empty list). */
  readonly value: unknown;
  readonly onChange: (files: UploadedFile[]) => void;
  readonly uppyOptions: CreateUppyOptions;
}

export interface UseUploaderResult {
  /** The Uppy instance: null until the modal first opens, and while its chunk loads. */
  readonly uppy: UploaderUppy | null;
  readonly loadError: Error | null;
  readonly files: readonly UploadedFile[];
  readonly isOpen: boolean;
  readonly open: () => void;
  /** Closes the modal; the list stays, files already in it leave the Dashboard, uploads under way go on. */
  readonly close: () => void;
  /** Removes one entry of the list. */
  readonly remove: (index: number) => void;
  readonly uploads: readonly UploadProgress[];
}

/**
 * The uploader's controller: loads Uppy when the modal first opens (createUppy), appends each completed batch's successful
 * files to the value as { name, url } (the 'Nombre' typed, else the file name; the server's uploadURL),
 * leaves failed files out (Uppy shows their error), and opens, closes and edits the list.
 */
export function useUploader({ value, onChange, uppyOptions }: UseUploaderOptions): UseUploaderResult {
  const files = useMemo(() => getUploadedFiles(value), [value]);
  const [uppy, setUppy] = useState<UploaderUppy | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Uppy loads on the first opening, so a form whose user never uploads never downloads it.
  const [isWanted, setIsWanted] = useState(false);
  const [uploads, setUploads] = useState<readonly UploadProgress[]>([]);

  // Uppy's events arrive between renders: they read the latest list and handler, and a second batch
  // finishing before the re-render appends to the first one's result.
  const filesRef = useRef(files);
  const onChangeRef = useRef(onChange);
  const nowRef = useRef(uppyOptions.now ?? Date.now);
  const getHeadersRef = useRef(uppyOptions.getHeaders);
  useEffect(() => {
    filesRef.current = files;
    onChangeRef.current = onChange;
    nowRef.current = uppyOptions.now ?? Date.now;
    getHeadersRef.current = uppyOptions.getHeaders;
  }, [files, onChange, uppyOptions.now, uppyOptions.getHeaders]);

  const { id, endpoint, folder, maxBytes, locale } = uppyOptions;
  useEffect(() => {
    if (!isWanted) return undefined;
    let cancelled = false;
    let instance: UploaderUppy | null = null;
    const networkError = getMessages(locale).uploaderNetworkError;
    import('./createUppy.js')
      .then(({ createUppy }) => {
        if (cancelled) return;
        instance = createUppy({
          id,
          endpoint,
          folder,
          maxBytes,
          locale,
          now: () => nowRef.current(),
          getHeaders: () => getHeadersRef.current?.() ?? {},
        });
        const uppyInstance = instance;
        uppyInstance.on('state-update', () => {
          const next = getUploadProgress(uppyInstance.getFiles());
          setUploads((previous) => (isSameProgress(previous, next) ? previous : next));
        });
        uppyInstance.on('upload-error', (file, error) => {
          // Uppy's own text for a request that never got an answer is English and names no cause the user can act on.
          if (file && 'isNetworkError' in error && error.isNetworkError === true) uppyInstance.setFileState(file.id, { error: networkError });
        });
        uppyInstance.on('complete', (result) => {
          const added = (result.successful ?? []).flatMap((file) => {
            const entry = getUploadedFile(file);
            return entry ? [entry] : [];
          });
          if (added.length === 0) return;
          const next = [...filesRef.current, ...added];
          filesRef.current = next;
          onChangeRef.current(next);
        });
        setUppy(uppyInstance);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      cancelled = true;
      instance?.destroy();
      setUppy(null);
    };
  }, [isWanted, id, endpoint, folder, maxBytes, locale]);

  const open = useCallback(() => {
    setIsOpen(true);
    setIsWanted(true);
  }, []);
  const close = useCallback(() => {
    setIsOpen(false);
    if (!uppy) return;
    // What already reached the list would show again on the next opening; failed files stay for a retry, and
    // files of a batch still running stay in it, or its 'complete' would leave them out of the list.
    const running = new Set(Object.values(uppy.getState().currentUploads).flatMap((upload) => upload.fileIDs));
    for (const file of uppy.getFiles()) {
      if (file.progress.uploadComplete && !file.error && !running.has(file.id)) uppy.removeFile(file.id);
    }
  }, [uppy]);
  const remove = useCallback((index: number) => {
    const next = filesRef.current.filter((_, position) => position !== index);
    filesRef.current = next;
    onChangeRef.current(next);
  }, []);

  return { uppy, loadError, files, isOpen, open, close, remove, uploads };
}

/** The list held in an RJSF value: entries with a string name and url; anything else is left out. */
export function getUploadedFiles(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, url } = item as Record<string, unknown>;
    return typeof name === 'string' && typeof url === 'string' ? [{ name, url }] : [];
  });
}

/** A successful Uppy file as a list entry: its 'Nombre' (the file name when left empty) and the server's uploadURL. */
export function getUploadedFile(file: UploaderFile): UploadedFile | null {
  const url = file.response?.body?.uploadURL ?? file.response?.uploadURL ?? file.uploadURL;
  if (typeof url !== 'string' || url === '') return null;
  const typed = typeof file.meta.name === 'string' ? file.meta.name.trim() : '';
  return { name: typed === '' ? file.name : typed, url };
}

function getUploadProgress(files: readonly UploaderFile[]): UploadProgress[] {
  return files
    .filter((file) => file.progress.uploadStarted != null || Boolean(file.error))
    .map((file) => ({
      id: file.id,
      name: typeof file.meta.name === 'string' && file.meta.name !== '' ? file.meta.name : file.name,
      percentage: file.progress.percentage ?? 0,
      complete: file.progress.uploadComplete === true,
      error: file.error ?? null,
    }));
}

function isSameProgress(a: readonly UploadProgress[], b: readonly UploadProgress[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        item.id === other.id &&
        item.name === other.name &&
        item.percentage === other.percentage &&
        item.complete === other.complete &&
        item.error === other.error
      );
    })
  );
}
