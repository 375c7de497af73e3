import { render } from '@testing-library/react';
import { AdminContext, createAdminApp, getCellKind, getDefaultCells, getHtmlText } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createColumn, createField } from '../fixtures/createFixture.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';

const { context } = createAdminApp({ app: fixtureApp, entities: allEntities, routes: fixtureRoutes });
const HtmlCell = getDefaultCells().html;

function drawHtml(value: unknown): HTMLElement {
  return render(
    <AdminContext.Provider value={context}>
      <HtmlCell value={value} column={createColumn('body', 'Cuerpo', { cell: 'html' })} row={{ body: value }} />
    </AdminContext.Provider>,
  ).container;
}

describe('getHtmlText', () => {
  it.each([
    ['paragraphs keep their words apart', '<p>Hola</p><p>mundo</p>', 'Hola mundo'],
    ['inline markup disappears', '<p>Un <strong>gran</strong> día</p>', 'Un gran día'],
    ['whitespace collapses', '<p>  a \n\n b\t</p>', 'a b'],
    ['entities are decoded as text', '<p>a &lt;b&gt; &amp; c</p>', 'a <b> & c'],
    ['script source is not text', '<p>x</p><script>alert(1)</script>', 'x'],
    ['style is not text', '<style>p{color:red}</style>ok', 'ok'],
    ['lists and breaks', '<ul><li>uno</li><li>dos</li></ul>tres<br>cuatro', 'uno dos tres cuatro'],
    ['plain text stays', 'solo texto', 'solo texto'],
    ['null', null, ''],
  ])('%s', (_name, html, want) => {
    expect(getHtmlText(html)).toBe(want);
  });
});

describe('HtmlCell', () => {
  it.each([
    ['an onerror image', '<img src=x onerror="window.__pwned = true">Foto'],
    ['a script tag', '<p>Hola</p><script>window.__pwned = true</script>'],
    ['an SVG with script', '<svg><script>window.__pwned = true</script></svg>texto'],
    ['a javascript: link', '<a href="javascript:window.__pwned=true">clic</a>'],
    ['an iframe', '<iframe src="javascript:window.__pwned=true"></iframe>nada'],
    ['a body onload', '<body onload="window.__pwned = true">cuerpo</body>'],
  ])('draws %s as text only: no element, no attribute, nothing runs', async (_name, html) => {
    const container = drawHtml(html);
    expect(container.querySelector('img, script, svg, a, iframe, body *')).toBeNull();
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows the words of the HTML', () => {
    const container = drawHtml('<h2>Título</h2><p>Texto <em>importante</em>.</p>');
    expect(container.textContent).toBe('Título Texto importante.');
    expect(container.querySelector('h2, em')).toBeNull();
  });

  it('draws nothing for an empty value', () => {
    expect(drawHtml('').textContent).toBe('');
    expect(drawHtml(null).textContent).toBe('');
  });

  it('is the cell of an html field outside grids (views)', () => {
    expect(getCellKind(createField('body', 'Cuerpo', { type: 'string', contentMediaType: 'text/html' }, { html: true }))).toBe('html');
    expect(getCellKind(createField('name', 'Nombre', { type: 'string' }))).toBe('text');
  });
});
