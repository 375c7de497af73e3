// Which rich text may be stored and shown: the server's sanitizer (runtime/server/http/sanitizeHtml.ts) keeps only
// these, and view pages draw stored rich text by the same lists (runtime/web/views/RichTextView), never as raw HTML.
import { isHttpUrl } from './isHttpUrl.js';

// What the rich-text editor (runtime/web/widgets/RichTextEditor.tsx) produces: paragraphs, headings 2-4
// (CKEditor's heading1-3), bold/italic/underline, links, lists, block quotes, tables with merged cells,
// images with captions and their style classes; plus strike, code and pre, harmless and common in pasted text.
export const RICH_TEXT_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'figure',
  'figcaption',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
];

// No style attribute anywhere: none of the loaded plugins (no ImageResize, font, alignment or table properties) writes one.
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  figure: ['class'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

// CKEditor's block image and table wrappers and the image styles its toolbar (inline, block, side) and pasted content use.
export const RICH_TEXT_CLASSES: Readonly<Record<string, readonly string[]>> = {
  figure: [
    'image',
    'table',
    'image-style-side',
    'image-style-align-left',
    'image-style-align-right',
    'image-style-align-center',
    'image-style-block-align-left',
    'image-style-block-align-right',
  ],
};

// Dropped with everything inside them, not just unwrapped (sanitize-html keeps the text of other refused tags).
export const RICH_TEXT_DROPPED_WITH_CONTENT: readonly string[] = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'noembed', 'noframes', 'xmp'];

// Any ASCII control character or whitespace inside a URL is how `java\tscript:` gets past naive checks.
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f\\]/;
// A same-origin stored upload: `{apiBase}/uploads/<folder>/<name>` whatever the API base, no dot segments.
const UPLOAD_PATH = /^\/(?:[A-Za-z0-9_-]+\/)*uploads\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const ROOT_RELATIVE_PATH = /^\/(?![/\\])/;

/** A link target the stored HTML may keep: http(s) or mailto, or a path on this site (no scheme, no other host). */
export function isSafeLinkUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || URL_NOISE.test(url)) return false;
  if (ROOT_RELATIVE_PATH.test(url)) return !url.split(/[?#]/)[0]!.split('/').includes('..');
  return isHttpUrl(url) || isMailtoUrl(url);
}

/** An image source the stored HTML may keep: http(s), or a file of the upload service on this site; never data: or other schemes. */
export function isSafeImageUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || URL_NOISE.test(url)) return false;
  if (url.startsWith('/')) return UPLOAD_PATH.test(url);
  return isHttpUrl(url);
}

// `mailto:` and an address; the literal prefix is checked so no parser quirk hides another scheme.
function isMailtoUrl(url: string): boolean {
  return /^mailto:[^\s:/]/i.test(url);
}
