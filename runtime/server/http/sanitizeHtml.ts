import sanitize, { type Attributes, type IOptions } from 'sanitize-html';
import { isHttpUrl } from '../../shared/isHttpUrl.js';

// What the rich-text editor (runtime/web/widgets/RichTextEditor.tsx) produces: paragraphs, headings 2-4
// (CKEditor's heading1-3), bold/italic/underline, links, lists, block quotes, tables with merged cells,
// images with captions and their style classes; plus strike, code and pre, harmless and common in pasted text.
const ALLOWED_TAGS = [
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
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  figure: ['class'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

// CKEditor's block image and table wrappers and the image styles its toolbar (inline, block, side) and pasted content use.
const ALLOWED_CLASSES: Record<string, string[]> = {
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
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'noembed', 'noframes', 'xmp'];

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

function transformLink(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const { href, target } = attribs;
  const result: Attributes = {};
  if (href !== undefined && isSafeLinkUrl(href)) result.href = href.trim();
  // A new tab must not get a handle on this page (reverse tabnabbing) nor learn its address.
  if (target === '_blank') Object.assign(result, { target: '_blank', rel: 'noopener noreferrer' });
  return { tagName, attribs: result };
}

function transformImage(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const { src, ...rest } = attribs;
  return { tagName, attribs: src !== undefined && isSafeImageUrl(src) ? { ...rest, src: src.trim() } : rest };
}

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedClasses: ALLOWED_CLASSES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  // Pasted headings keep being headings, at the nearest level the editor has.
  transformTags: { a: transformLink, img: transformImage, h1: 'h2', h5: 'h4', h6: 'h4' },
  // An image whose source was refused is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Rich text as it may be stored: only the editor's tags and attributes, links to http(s)/mailto (new tabs get
 * rel="noopener noreferrer"), images from http(s) or this site's uploads; scripts, styles, event handlers,
 * frames, SVG and MathML gone. Idempotent, so sanitizing stored HTML again changes nothing.
 */
export function sanitizeHtml(html: string): string {
  let result = sanitize(html, OPTIONS);
  // htmlparser2 nests blocks a browser would close (`<p><x<p>` keeps a <p> inside a <p>); a second pass settles them.
  for (let pass = 0; pass < MAX_SETTLING_PASSES; pass += 1) {
    const again = sanitize(result, OPTIONS);
    if (again === result) return result;
    result = again;
  }
  return result;
}

// Each pass only closes blocks the previous one left nested, so output settles in one or two passes.
const MAX_SETTLING_PASSES = 4;
