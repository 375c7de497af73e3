import Uppy from '@uppy/core';
import type { Meta, UppyFile } from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import { formatMessage } from '../i18n/formatMessage.js';
import { getMessages } from '../i18n/messages.js';
import { getUploadFileName } from './getUploadFileName.js';
import { getUppyLocale } from './getUppyLocale.js';
import { isRecord } from '../../shared/isRecord.js';

/** The upload service's answer (`POST {apiBase}/upload`), with `url` copied from `uploadURL` for Uppy. */
export type UploadBody = { uploadURL: string; url: string; name?: string };

/** A file of the uploader's Uppy instance. */
export type UploaderFile = UppyFile<Meta, UploadBody>;

/** The uploader's Uppy instance. */
export type UploaderUppy = Uppy<Meta, UploadBody>;

/** The file types an upload accepts: Word documents (doc, docx), PDF, any image, plain text. */
export const ALLOWED_FILE_TYPES: readonly string[] = ['.doc', '.docx', 'application/pdf', 'image/*', 'text/plain'];

/** The Dashboard's metadata field sent as `name`. */
export const NAME_META_FIELD = 'name';

export interface CreateUppyOptions {
  /** Distinguishes several uploaders on one page (file ids, Dashboard element ids). */
  readonly id: string;
  /** `{apiBase}/upload`, on the page's host and port. */
  readonly endpoint: string;
  /** Sent as the `folder` header of every upload. */
  readonly folder: string;
  /** Largest file accepted, in bytes (app.uploads.maxBytes, 4,000,000). */
  readonly maxBytes: number;
  /** The app's locale, for Uppy's texts and the error messages. */
  readonly locale: string;
  /** The clock the renamed files are stamped with; Date.now unless a test fixes it. */
  readonly now?: () => number;
  /** The session's headers (X-CSRF-Token), read when each file is sent, so a new sign-in's token is used. */
  readonly getHeaders?: () => Readonly<Record<string, string>>;
  /** The types accepted; ALLOWED_FILE_TYPES unless given (an image field takes images only). */
  readonly allowedFileTypes?: readonly string[];
}

/**
 * The uploader's Uppy instance: its restrictions (ALLOWED_FILE_TYPES, the app's size limit) and texts, each file renamed before upload
 * (getUploadFileName), and XHRUpload to `endpoint` with the `folder` header and the session's CSRF header, the file
 * as `file` and the 'Nombre' metadata as `name`; a 4xx answer fails the file with the server's own message.
 */
export function createUppy(options: CreateUppyOptions): UploaderUppy {
  const now = options.now ?? Date.now;
  const uppy = new Uppy<Meta, UploadBody>({
    id: options.id,
    autoProceed: false,
    locale: getUppyLocale(options.locale, options.maxBytes),
    restrictions: { maxFileSize: options.maxBytes, allowedFileTypes: [...(options.allowedFileTypes ?? ALLOWED_FILE_TYPES)] },
    onBeforeUpload: (files) => renameForUpload(files, now),
  });
  uppy.use(RenamedXHRUpload<Meta, UploadBody>, {
    endpoint: options.endpoint,
    method: 'POST',
    formData: true,
    fieldName: 'file',
    allowedMetaFields: [NAME_META_FIELD],
    headers: () => ({ ...options.getHeaders?.(), folder: options.folder }),
    // Only a request that never reached the server is worth repeating; a 4xx or 5xx answer would be the same again.
    shouldRetry: (xhr) => xhr.status === 0,
    onAfterResponse: (xhr) => {
      if (xhr.status >= 400) throw new Error(getResponseError(xhr, options.locale));
    },
    getResponseData: (xhr) => readUploadBody(xhr, options.locale),
  });
  return uppy;
}

/**
 * Gives every file not yet sent its upload name (one millisecond apart within a batch, so two files of the
 * same name never collide) and makes its 'Nombre' the typed text, or the original file name when left empty.
 */
export function renameForUpload(files: Readonly<Record<string, UploaderFile>>, now: () => number): Record<string, UploaderFile> {
  const renamed: Record<string, UploaderFile> = {};
  let stamp = 0;
  for (const [id, file] of Object.entries(files)) {
    if (file.progress.uploadStarted != null) {
      renamed[id] = file;
      continue;
    }
    stamp = Math.max(now(), stamp + 1);
    const typed = typeof file.meta.name === 'string' ? file.meta.name.trim() : '';
    const name = getUploadFileName(file.name, stamp);
    renamed[id] = { ...file, name, meta: { ...file.meta, name: typed === '' ? file.name : typed } };
  }
  return renamed;
}

// Uppy 6 names the multipart file part after meta.name, which here is the user's 'Nombre' (sent as the
// `name` field); the part must carry the renamed file name the server stores the file under.
class RenamedXHRUpload<M extends Meta, B extends UploadBody> extends XHRUpload<M, B> {
  override createFormDataUpload(...args: Parameters<XHRUpload<M, B>['createFormDataUpload']>): FormData {
    const [file, opts] = args;
    const form = super.createFormDataUpload(file, opts);
    const part = form.get(opts.fieldName);
    if (part instanceof Blob && file.name) form.set(opts.fieldName, part, file.name);
    return form;
  }
}

function readUploadBody(xhr: XMLHttpRequest, locale: string): UploadBody {
  const body = parseJson(xhr.responseText);
  const uploadURL = isRecord(body) && typeof body.uploadURL === 'string' ? body.uploadURL : '';
  if (uploadURL === '') throw new Error(getMessages(locale).uploaderBadResponse);
  const name = isRecord(body) && typeof body.name === 'string' ? body.name : undefined;
  return name === undefined ? { uploadURL, url: uploadURL } : { uploadURL, url: uploadURL, name };
}

/** The server's Spanish `{ error }` text, or the catalog's 'request failed' sentence with the status. */
function getResponseError(xhr: XMLHttpRequest, locale: string): string {
  const body = parseJson(xhr.responseText);
  if (isRecord(body) && typeof body.error === 'string' && body.error !== '') return body.error;
  return formatMessage(getMessages(locale).requestFailed, { status: xhr.status });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
