import sanitize, { type Attributes, type IOptions } from 'sanitize-html';
import {
  isSafeImageUrl,
  isSafeLinkUrl,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASSES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
} from '../../shared/richTextPolicy.js';

// The policy is shared: the web's view pages draw stored rich text by the same lists (runtime/web/views/RichTextView).
export { isSafeImageUrl, isSafeLinkUrl };

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

// sanitize-html's options are mutable arrays; the shared policy is read-only.
function toMutable(lists: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(lists).map(([key, values]) => [key, [...values]]));
}

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: toMutable(RICH_TEXT_ATTRIBUTES),
  allowedClasses: toMutable(RICH_TEXT_CLASSES),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
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
