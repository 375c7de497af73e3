import { readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/** An accepted upload's type, from its content. */
export interface UploadType {
  /** Extension of the stored file. */
  readonly ext: string;
  readonly mime: string;
  /** Extensions a client's file name may have for this content. */
  readonly extensions: readonly string[];
  /** Shown in the browser (pdf, images) rather than downloaded. */
  readonly inline: boolean;
}

/** Why an upload's content was refused. */
export type UploadRefusal = 'svg' | 'type' | 'empty';

export type SniffResult = { readonly type: UploadType } | { readonly refused: UploadRefusal };

const IMAGE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  tif: ['tif', 'tiff'],
  heic: ['heic', 'heif'],
  apng: ['apng', 'png'],
  ico: ['ico'],
};
const TEXT_EXTENSIONS = ['txt', 'text', 'log'];
// Plain text has no magic number: valid UTF-8 without control characters other than tab, CR and LF.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// An SVG is XML text that a browser runs scripts in; it is refused whatever its name.
const SVG = /<svg[\s>/]/i;

/**
 * What a stored file is, from its bytes (never its name or the client's Content-Type): pdf, doc (CFB), docx,
 * an image other than SVG, or plain text; anything else is refused.
 */
export async function sniffUploadType(filePath: string): Promise<SniffResult> {
  let detected: { ext: string; mime: string } | undefined;
  try {
    detected = await fileTypeFromFile(filePath);
  } catch {
    return { refused: 'type' }; // A container file-type could not read (a truncated zip) is nothing we accept.
  }
  if (detected) {
    if (detected.mime === 'application/pdf') return accept('pdf', 'application/pdf', ['pdf'], true);
    // Word 97-2003 files are Compound File Binary; Excel and PowerPoint ones are too, and their names say so.
    if (detected.ext === 'cfb') return accept('doc', 'application/msword', ['doc'], false);
    if (detected.ext === 'docx') return accept('docx', detected.mime, ['docx'], false);
    if (detected.mime.startsWith('image/') && !detected.mime.includes('svg')) {
      return accept(detected.ext, detected.mime, IMAGE_ALIASES[detected.ext] ?? [detected.ext], true);
    }
    if (detected.ext === 'xml' && SVG.test((await readFile(filePath)).toString('utf8'))) return { refused: 'svg' };
    return { refused: 'type' };
  }
  const bytes = await readFile(filePath);
  if (bytes.length === 0) return { refused: 'empty' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refused: 'type' };
  }
  if (CONTROL.test(text)) return { refused: 'type' };
  if (SVG.test(text)) return { refused: 'svg' };
  return accept('txt', 'text/plain; charset=utf-8', TEXT_EXTENSIONS, false);
}

function accept(ext: string, mime: string, extensions: readonly string[], inline: boolean): SniffResult {
  return { type: { ext, mime, extensions, inline } };
}
