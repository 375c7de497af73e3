import type { UploadAdapter, UploadResponse } from 'ckeditor5';
import { formatMessage } from '../i18n/formatMessage.js';
import { getMessages } from '../i18n/messages.js';
import { getSizeLabel } from './getSizeLabel.js';
import { getUploadFileName } from './getUploadFileName.js';
import { isRecord } from '../../shared/isRecord.js';

/** What the adapter needs of CKEditor's FileLoader: the file, and the progress it reports back. */
export interface SignedUploadLoader {
  readonly file: Promise<File | null>;
  uploadTotal: number | null;
  uploaded: number;
}

export interface SignedUploadOptions {
  /** Prefix of the API, e.g. `/api`; the signature comes from `{apiBase}/get_signature_s3`. */
  readonly apiBase: string;
  /** Where the images go (ui:options.folder of the richText field), named in the signature request. */
  readonly folder: string;
  /** The app's locale, for the messages of failures without a server message. */
  readonly locale: string;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** The session's headers (X-CSRF-Token): sent to the API, and to the upload URL when it is on this site. */
  readonly getHeaders?: () => Readonly<Record<string, string>>;
}

/** The answer of `GET {apiBase}/get_signature_s3`: where to POST, the form fields to send first, and the limit. */
export interface UploadSignature {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly maxBytes: number | null;
  readonly expiresAt: string | null;
  /** Where the file is read once a bucket took it (a bucket answers no body); null: the upload's answer says. */
  readonly uploadURL: string | null;
}

/**
 * CKEditor's upload adapter for images: asks `{apiBase}/get_signature_s3?fileName&contentType&folder` for a
 * signed form, POSTs the signature's fields and then the file (`file`) to its `url`, and resolves
 * `{ default: uploadURL }`. Requests to this site carry the session's CSRF header (never sent to a bucket elsewhere). Failures reject with a Spanish sentence, the server's own when it sent one,
 * which CKEditor shows in its 'Upload failed' notification.
 */
export function createSignedUploadAdapter(loader: SignedUploadLoader, options: SignedUploadOptions): UploadAdapter {
  const controller = new AbortController();
  const texts = getMessages(options.locale);
  return {
    async upload(): Promise<UploadResponse> {
      try {
        return await uploadSigned(loader, options, controller.signal);
      } catch (error) {
        // CKEditor ignores the rejection of an aborted upload, and shows a string rejection as the notification's text.
        if (typeof error === 'string' || controller.signal.aborted) throw error;
        throw texts.imageUploadFailed;
      }
    },
    abort() {
      controller.abort();
    },
  };
}

async function uploadSigned(loader: SignedUploadLoader, options: SignedUploadOptions, signal: AbortSignal): Promise<UploadResponse> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const file = await loader.file;
  if (!file) throw getMessages(options.locale).imageUploadFailed;
  const fileName = getUploadFileName(file.name, (options.now ?? Date.now)());
  // The folder goes as the query parameter get_signature_s3 reads, and as the upload service's `folder` header.
  const query = new URLSearchParams({ fileName, contentType: file.type || 'application/octet-stream', folder: options.folder });
  const base = options.apiBase.replace(/\/+$/, '');

  const sessionHeaders = options.getHeaders?.() ?? {};
  const signatureResponse = await doFetch(`${base}/get_signature_s3?${query.toString()}`, {
    headers: { Accept: 'application/json', ...sessionHeaders, folder: options.folder },
    credentials: 'same-origin',
    signal,
  });
  const signatureBody = await readJson(signatureResponse);
  if (!signatureResponse.ok) throw getFailure(signatureBody, signatureResponse.status, options.locale);
  const signature = getUploadSignature(signatureBody);
  if (!signature) throw getMessages(options.locale).imageUploadFailed;
  if (signature.maxBytes !== null && file.size > signature.maxBytes) {
    throw formatMessage(getMessages(options.locale).uploaderTooLarge, { size: getSizeLabel(signature.maxBytes) }).replace('%{file}', file.name);
  }

  // A signed POST policy covers the fields before the file: S3 and the server ignore anything after it.
  const form = new FormData();
  for (const [name, value] of Object.entries(signature.fields)) form.append(name, value);
  form.append('file', file, fileName);
  loader.uploadTotal = file.size;
  const uploadInit: RequestInit = { method: 'POST', body: form, credentials: 'same-origin', signal };
  // The token is the session's secret: only this site's upload service gets it, an S3 bucket does not.
  if (isSameOrigin(signature.url)) uploadInit.headers = { Accept: 'application/json', ...(options.getHeaders?.() ?? {}) };
  const response = await doFetch(signature.url, uploadInit);
  const body = await readJson(response);
  if (!response.ok) throw getFailure(body, response.status, options.locale);
  loader.uploaded = file.size;
  return { default: getUploadUrl(body, signature) };
}

/** The signature answer checked: a `url` and string `fields`; null when it is not one. */
export function getUploadSignature(body: unknown): UploadSignature | null {
  if (!isRecord(body) || typeof body.url !== 'string' || body.url === '' || !isRecord(body.fields)) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body.fields)) {
    if (typeof value !== 'string') return null;
    fields[name] = value;
  }
  return {
    url: body.url,
    fields,
    maxBytes: typeof body.maxBytes === 'number' ? body.maxBytes : null,
    expiresAt: typeof body.expiresAt === 'string' ? body.expiresAt : null,
    uploadURL: typeof body.uploadURL === 'string' && body.uploadURL !== '' ? body.uploadURL : null,
  };
}

// The server answers { uploadURL }; an S3 bucket answers 204 without a body, and the object is then read where the
// signature said (through the server), else at url/key.
function getUploadUrl(body: unknown, signature: UploadSignature): string {
  if (isRecord(body) && typeof body.uploadURL === 'string' && body.uploadURL !== '') return body.uploadURL;
  if (signature.uploadURL) return signature.uploadURL;
  const key = signature.fields.key ?? '';
  return `${signature.url.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

function getFailure(body: unknown, status: number, locale: string): string {
  if (isRecord(body) && typeof body.error === 'string' && body.error !== '') return body.error;
  return formatMessage(getMessages(locale).requestFailed, { status });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** True for a path (`/api/upload`) or an absolute URL on the page's own origin. */
export function isSameOrigin(url: string): boolean {
  const origin = globalThis.location?.origin;
  if (!origin || origin === 'null') return /^\/(?![/\\])/.test(url);
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
