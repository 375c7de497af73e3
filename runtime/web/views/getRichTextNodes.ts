import { isSafeImageUrl, isSafeLinkUrl, RICH_TEXT_ATTRIBUTES, RICH_TEXT_CLASSES, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_TAGS } from '../../shared/richTextPolicy.js';

/** One node of stored rich text as the page may draw it: text, or an allowed element with its allowed attributes. */
export type RichTextNode = string | RichTextElement;

export interface RichTextElement {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly RichTextNode[];
}

const TAGS = new Set(RICH_TEXT_TAGS);
const DROPPED = new Set(RICH_TEXT_DROPPED_WITH_CONTENT);

/**
 * Stored rich text as a tree the page draws with React elements, never as markup: parsed into an inert document
 * (DOMParser runs no script and loads no image), kept by the server sanitizer's own lists (runtime/shared/richTextPolicy):
 * other elements give their text, script-like ones nothing, links and images only safe addresses, new tabs
 * `rel="noopener noreferrer"`. The server already stored it sanitized; this holds even for a row written around it.
 */
export function getRichTextNodes(html: unknown): RichTextNode[] {
  if (typeof html !== 'string' || html === '') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return readChildren(document.body);
}

function readChildren(node: Node): RichTextNode[] {
  return Array.from(node.childNodes).flatMap((child) => readNode(child));
}

function readNode(node: Node): RichTextNode[] {
  if (node.nodeType === 3) return [node.nodeValue ?? ''];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return [];
  const children = readChildren(element);
  if (!TAGS.has(tag)) return children;
  const attributes = readAttributes(tag, element);
  // An image whose source was refused is nothing to show (as the server's exclusiveFilter).
  if (tag === 'img' && attributes.src === undefined) return [];
  return [{ tag, attributes, children }];
}

function readAttributes(tag: string, element: Element): Record<string, string> {
  const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
  const result: Record<string, string> = {};
  for (const name of allowed) {
    const value = element.getAttribute(name);
    if (value === null || name === 'rel') continue;
    if (name === 'href' && !isSafeLinkUrl(value)) continue;
    if (name === 'src' && !isSafeImageUrl(value)) continue;
    if (name === 'target' && value !== '_blank') continue;
    result[name] = name === 'href' || name === 'src' ? value.trim() : value;
  }
  if (result.target === '_blank') result.rel = 'noopener noreferrer';
  const classes = RICH_TEXT_CLASSES[tag];
  if (classes) {
    const kept = Array.from(element.classList).filter((name) => classes.includes(name));
    if (kept.length > 0) result.class = kept.join(' ');
  }
  return result;
}
