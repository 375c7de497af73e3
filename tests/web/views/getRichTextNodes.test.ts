import fc from 'fast-check';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../runtime/shared/richTextPolicy.js';
import { getRichTextNodes } from '../../../runtime/web/views/getRichTextNodes.js';
import type { RichTextNode } from '../../../runtime/web/views/getRichTextNodes.js';

function walk(nodes: readonly RichTextNode[], visit: (node: Exclude<RichTextNode, string>) => void): void {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    visit(node);
    walk(node.children, visit);
  }
}

describe('getRichTextNodes', () => {
  it.each<[string, string, RichTextNode[]]>([
    ['a paragraph with bold text', '<p>Hola <strong>mundo</strong></p>', [{ tag: 'p', attributes: {}, children: ['Hola ', { tag: 'strong', attributes: {}, children: ['mundo'] }] }]],
    ['a safe link opening a new tab gets rel', '<a href="https://example.com" target="_blank">x</a>', [{ tag: 'a', attributes: { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' }, children: ['x'] }]],
    ['a javascript: link loses its address', '<a href="javascript:alert(1)">x</a>', [{ tag: 'a', attributes: {}, children: ['x'] }]],
    ['a tab-split javascript: link loses its address', '<a href="java\tscript:alert(1)">x</a>', [{ tag: 'a', attributes: {}, children: ['x'] }]],
    ['an event handler is dropped', '<p onclick="alert(1)" style="color:red">x</p>', [{ tag: 'p', attributes: {}, children: ['x'] }]],
    ['a script is dropped with its content', '<p>a</p><script>alert(1)</script>', [{ tag: 'p', attributes: {}, children: ['a'] }]],
    ['an unknown element gives its text', '<marquee>hola</marquee>', ['hola']],
    ['an image from data: is nothing', '<img src="data:image/png;base64,AAAA" alt="x">', []],
    ['an uploaded image keeps its path', '<img src="/api/uploads/contents/a-1.png" alt="Figura">', [{ tag: 'img', attributes: { src: '/api/uploads/contents/a-1.png', alt: 'Figura' }, children: [] }]],
    ['a figure keeps only the editor\'s classes', '<figure class="image evil"><img src="https://x.example/a.png"></figure>', [{ tag: 'figure', attributes: { class: 'image' }, children: [{ tag: 'img', attributes: { src: 'https://x.example/a.png' }, children: [] }] }]],
    ['an svg with a script inside is dropped whole', '<svg><script>alert(1)</script><text>x</text></svg>', []],
    ['empty and non-text values draw nothing', '', []],
  ])('%s', (_name, html, want) => {
    expect(getRichTextNodes(html)).toEqual(want);
  });

  it('keeps only the policy\'s tags and attributes whatever the markup', () => {
    const tags = [...RICH_TEXT_TAGS, 'script', 'iframe', 'div', 'span', 'svg', 'style', 'img', 'a'];
    const attribute = fc.tuple(fc.constantFrom('href', 'src', 'onclick', 'style', 'class', 'target', 'onerror', 'alt'), fc.constantFrom('javascript:x()', 'https://a.example', '/api/uploads/x/y.png', 'image', '_blank', '" onmouseover="x'));
    const element = fc.tuple(fc.constantFrom(...tags), fc.array(attribute, { maxLength: 3 }), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(element, { maxLength: 6 }), (elements) => {
        const html = elements.map(([tag, attributes, text]) => `<${tag} ${attributes.map(([name, value]) => `${name}="${value}"`).join(' ')}>${text}</${tag}>`).join('');
        walk(getRichTextNodes(html), (node) => {
          expect(RICH_TEXT_TAGS).toContain(node.tag);
          for (const name of Object.keys(node.attributes)) expect([...(RICH_TEXT_ATTRIBUTES[node.tag] ?? []), 'class', 'rel']).toContain(name);
          expect(node.attributes.href ?? '').not.toMatch(/^\s*javascript:/i);
          expect(node.attributes.src ?? '').not.toMatch(/^\s*javascript:/i);
        });
      }),
    );
  });
});
