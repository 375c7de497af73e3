import fc from 'fast-check';
import { isSafeImageUrl, isSafeLinkUrl, sanitizeHtml } from '../../../runtime/server/http/sanitizeHtml.js';

const UPLOAD = '/api/uploads/contents/0123456789abcdef.png';

describe('sanitizeHtml', () => {
  it.each<[string, { given: string; want: string }]>([
    // What the editor writes survives unchanged (but for self-closing void tags).
    ['paragraphs and inline styles', { given: '<p>a <strong>b</strong> <b>c</b> <i>d</i> <em>e</em> <u>f</u> <s>g</s><br>h</p>', want: '<p>a <strong>b</strong> <b>c</b> <i>d</i> <em>e</em> <u>f</u> <s>g</s><br />h</p>' }],
    ['headings 2 to 4', { given: '<h2>a</h2><h3>b</h3><h4>c</h4>', want: '<h2>a</h2><h3>b</h3><h4>c</h4>' }],
    ['other headings at the nearest level', { given: '<h1>a</h1><h5>b</h5><h6>c</h6>', want: '<h2>a</h2><h4>b</h4><h4>c</h4>' }],
    ['lists, quotes, code', { given: '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>c</p></blockquote><pre><code>d</code></pre>', want: '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>c</p></blockquote><pre><code>d</code></pre>' }],
    ['a link', { given: '<a href="https://example.com/a?b=1&amp;c=2">x</a>', want: '<a href="https://example.com/a?b=1&amp;c=2">x</a>' }],
    ['a mailto link', { given: '<a href="mailto:ana@example.com">x</a>', want: '<a href="mailto:ana@example.com">x</a>' }],
    ['a link on this site', { given: '<a href="/courses/1">x</a>', want: '<a href="/courses/1">x</a>' }],
    ['a new-tab link gets rel=noopener noreferrer', { given: '<a href="https://e.com" target="_blank" rel="opener">x</a>', want: '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>' }],
    ['another target is dropped', { given: '<a href="https://e.com" target="_top" rel="opener">x</a>', want: '<a href="https://e.com">x</a>' }],
    ['a block image with caption and style class', { given: `<figure class="image image-style-side"><img src="${UPLOAD}" alt="Foto" width="640" height="480"><figcaption>Pie</figcaption></figure>`, want: `<figure class="image image-style-side"><img alt="Foto" width="640" height="480" src="${UPLOAD}" /><figcaption>Pie</figcaption></figure>` }],
    ['an image from another site', { given: '<p><img src="https://cdn.example.com/a.png"></p>', want: '<p><img src="https://cdn.example.com/a.png" /></p>' }],
    ['a table with merged cells', { given: '<figure class="table"><table><thead><tr><th colspan="2">a</th></tr></thead><tbody><tr><td rowspan="2">b</td></tr></tbody></table></figure>', want: '<figure class="table"><table><thead><tr><th colspan="2">a</th></tr></thead><tbody><tr><td rowspan="2">b</td></tr></tbody></table></figure>' }],
    // Hostile input.
    ['a script tag, content and all', { given: '<p>Hola <script>alert(1)</script>mundo</p>', want: '<p>Hola mundo</p>' }],
    ['a script split by a script', { given: '<<script>script>alert(1)<</script>/script>', want: '&lt;/script&gt;' }],
    ['style tags and attributes', { given: '<style>p{color:red}</style><p style="color:red" class="x">a</p>', want: '<p>a</p>' }],
    ['event handlers', { given: '<p onclick="alert(1)">a</p><a href="https://e.com" onmouseover="alert(1)">b</a>', want: '<p>a</p><a href="https://e.com">b</a>' }],
    ['an image with onerror and no safe source', { given: '<img src="x" onerror="alert(1)">', want: '' }],
    ['an unquoted onerror', { given: '<img src=x:alert(alert) onerror=eval(src) alt=0>', want: '' }],
    ['a javascript: link', { given: '<a href="javascript:alert(1)">x</a>', want: '<a>x</a>' }],
    ['a mixed-case javascript: link', { given: '<a href="JaVaScRiPt:alert(1)">x</a>', want: '<a>x</a>' }],
    ['a javascript: link with a tab', { given: '<a href="java\tscript:alert(1)">x</a>', want: '<a>x</a>' }],
    ['a javascript: link with a newline and leading space', { given: '<a href=" java\nscript:alert(1)">x</a>', want: '<a>x</a>' }],
    ['a javascript: link in decimal entities', { given: '<a href="&#106;avascript:alert(1)">x</a>', want: '<a>x</a>' }],
    ['a javascript: link in padded entities', { given: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>', want: '<a>x</a>' }],
    ['a javascript: link with &colon;', { given: '<a href="javascript&colon;alert(1)">x</a>', want: '<a>x</a>' }],
    ['a vbscript: link', { given: '<a href="vbscript:msgbox(1)">x</a>', want: '<a>x</a>' }],
    ['a data: link', { given: '<a href="data:text/html,<script>alert(1)</script>">x</a>', want: '<a>x</a>' }],
    ['a protocol-relative link', { given: '<a href="//evil.example/x">x</a>', want: '<a>x</a>' }],
    ['a data: image', { given: '<img src="data:image/png;base64,iVBORw0KGgo=">', want: '' }],
    ['a javascript: image', { given: '<img src="javascript:alert(1)">', want: '' }],
    ['an image outside the uploads', { given: '<img src="/api/users/me"><img src="/api/uploads/../upload-secret">', want: '' }],
    ['SVG with a script', { given: '<svg onload="alert(1)"><script>alert(1)</script><circle r="1"/></svg>texto', want: 'texto' }],
    ['MathML', { given: '<math><mi>x</mi></math>', want: '' }],
    ['frames, objects, embeds, forms', { given: '<iframe src="https://e.com">a</iframe><object data="x">b</object><embed src="x"><form action="/x"><input name="a"></form>', want: '' }],
    ['unknown figure classes', { given: '<figure class="image evil"><img src="https://e.com/a.png"></figure>', want: '<figure class="image"><img src="https://e.com/a.png" /></figure>' }],
    ['text is escaped', { given: 'a < b & "c" > d', want: 'a &lt; b &amp; "c" &gt; d' }],
  ])('%s', (_name, { given, want }) => {
    expect(sanitizeHtml(given)).toBe(want);
  });

  it.each(['<p><A<p><p>', '<p><b<p>x</p>', '<li><x<li><li>'])('settles blocks its parser leaves nested: %s', (given) => {
    const once = sanitizeHtml(given);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('is idempotent: sanitizing its own output changes nothing', () => {
    const pieces = fc.constantFrom(
      '<p>', '</p>', '<a href="https://e.com" target="_blank">', '</a>', '<img src="/api/uploads/a/b.png" alt="x">', '<script>', '</script>', '&amp;', '&lt;', '<', '>', '"',
      '<b>', '</b>', 'texto', ' ', '<svg>', '</svg>', '<table><tr><td colspan="2">', '</td></tr></table>', 'javascript:', '<br>', '<figure class="image">', '</figure>',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), (parts) => {
        const once = sanitizeHtml(parts.join(''));
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isSafeLinkUrl and isSafeImageUrl', () => {
  it.each<[string, boolean, boolean]>([
    ['https://example.com/a', true, true],
    ['HTTP://EXAMPLE.COM', true, true],
    ['mailto:ana@example.com', true, false],
    ['/courses/1', true, false],
    [UPLOAD, true, true],
    ['/admin/uploads/contents/a.png', true, true],
    ['/api/uploads/contents/../x.png', false, false],
    ['//evil.example', false, false],
    ['/\\evil.example', false, false],
    ['https:evil.example', false, false],
    ['javascript:alert(1)', false, false],
    ['data:image/png;base64,AA', false, false],
    ['java\tscript:alert(1)', false, false],
    ['https://a b.example', false, false],
    ['relative/path', false, false],
    ['', false, false],
  ])('%j: link %s, image %s', (url, link, image) => {
    expect(isSafeLinkUrl(url)).toBe(link);
    expect(isSafeImageUrl(url)).toBe(image);
  });
});
