// Control characters, and the characters file systems and HTML treat specially.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g;
const MAX_LENGTH = 255;

/** A client's file name fit to show and store as data: no path, no control or markup characters, at most 255 characters. */
export function sanitizeFileName(name: string, fallback = 'archivo'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (clean === '') return fallback;
  if (clean.length <= MAX_LENGTH) return clean;
  // Keep the extension when cutting a long name.
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, MAX_LENGTH - extension.length) + extension;
}

/** A name safe in a URL path and an object key: ASCII letters, digits, dot, dash and underscore, at most 100 characters. */
export function toSafeKeyName(name: string, fallback = 'archivo'): string {
  const ascii = sanitizeFileName(name, fallback)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  const dot = ascii.lastIndexOf('.');
  const withLowerExtension = dot > 0 ? ascii.slice(0, dot) + ascii.slice(dot).toLowerCase() : ascii;
  const cut = withLowerExtension.length <= 100 ? withLowerExtension : withLowerExtension.slice(-100).replace(/^[-.]+/, '');
  return cut === '' ? fallback : cut;
}

/** The lower-case extension of a file name, '' when it has none. */
export function getExtension(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
