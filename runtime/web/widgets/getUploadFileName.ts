/** What a base name becomes when nothing usable is left of it (e.g. '???.pdf'). */
export const FALLBACK_FILE_BASE = 'archivo';

const MAX_BASE_LENGTH = 100;
const MAX_EXTENSION_LENGTH = 10;

/**
 * The name a file is uploaded under: its base name, a dash, `now` in milliseconds, a dot and its extension
 * ('factura.pdf' at 1732262400000 → 'factura-1732262400000.pdf'), so two uploads of one file never collide.
 * The extension is what follows the last dot ('a.b.pdf' → 'a.b-…pdf'); a name without one gets none
 * ('LEEME' → 'LEEME-…'). Folders in the name are dropped, spaces and characters unsafe in a URL become
 * single dashes, leading dots go (no hidden files) and the base is cut to 100 characters.
 */
export function getUploadFileName(name: string, now: number): string {
  const baseName = name.split(/[\\/]/).pop() ?? '';
  const trimmed = baseName.trim().replace(/^\.+/, '');
  const dot = trimmed.lastIndexOf('.');
  const rawBase = dot === -1 ? trimmed : trimmed.slice(0, dot);
  const rawExtension = dot === -1 ? '' : trimmed.slice(dot + 1);
  const base = cleanBase(rawBase) || FALLBACK_FILE_BASE;
  const extension = rawExtension.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '').slice(0, MAX_EXTENSION_LENGTH);
  const stamp = `${base}-${Math.trunc(now)}`;
  return extension ? `${stamp}.${extension}` : stamp;
}

function cleanBase(base: string): string {
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  // Array.from counts code points, so an accented letter is never cut in half.
  return Array.from(cleaned).slice(0, MAX_BASE_LENGTH).join('').replace(/[-.]+$/, '');
}
