import { getSafeUrl } from '../cells/index.js';

/**
 * The href of an uploaded file's link: an absolute http(s) URL, or a same-origin path under the upload service
 * (`{apiBase}/uploads/…`); null for anything else (javascript:, other paths, `//host`), which is drawn as text.
 */
export function getUploadHref(url: unknown, apiBase: string): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (text.startsWith('/')) {
    const prefix = `${apiBase.replace(/\/+$/, '')}/uploads/`;
    const safe = getSafeUrl(text, true);
    return safe && safe.startsWith(prefix) && !safe.split(/[?#]/)[0]!.split('/').includes('..') ? safe : null;
  }
  return getSafeUrl(text);
}
