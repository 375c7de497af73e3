// Elements whose content is not text a reader sees (script source, styles, inert templates).
const HIDDEN_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'OBJECT', 'SVG', 'MATH', 'HEAD', 'TITLE']);

// Elements that end a line or a block: their words must not run into the next ones ('<p>a</p><p>b</p>' → 'a b').
const BREAK_TAGS = new Set([
  'P', 'DIV', 'BR', 'LI', 'UL', 'OL', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'TD', 'TH',
  'TABLE', 'THEAD', 'TBODY', 'FIGURE', 'FIGCAPTION', 'PRE', 'SECTION', 'ARTICLE', 'HR', 'DT', 'DD',
]);

/**
 * The words of an HTML string as plain text, whitespace collapsed: parsed into an inert document
 * (DOMParser runs no script and loads no image) and read node by node, never put into the page as HTML.
 */
export function getHtmlText(html: unknown): string {
  if (html === null || html === undefined) return '';
  const source = String(html);
  if (typeof DOMParser === 'undefined') return collapse(source.replace(/<[^>]*>/g, ' '));
  const document = new DOMParser().parseFromString(source, 'text/html');
  const parts: string[] = [];
  collectText(document.body, parts);
  return collapse(parts.join(''));
}

function collectText(node: Node, parts: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      parts.push(child.nodeValue ?? '');
    } else if (child.nodeType === 1) {
      const tag = (child as Element).tagName.toUpperCase();
      if (HIDDEN_TAGS.has(tag)) continue;
      const breaks = BREAK_TAGS.has(tag);
      if (breaks) parts.push(' ');
      collectText(child, parts);
      if (breaks) parts.push(' ');
    }
  }
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
