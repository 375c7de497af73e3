import { screen } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { renderAdmin } from '../support/renderAdmin.js';

// The comment's description declared rich text (`contentMediaType: text/html`), as a site's HTML field is.
const entities: EntityDefinition[] = allEntities.map((entity) =>
  entity.entity === 'comment' ? { ...entity, fields: entity.fields.map((field) => (field.name === 'description' ? { ...field, html: true } : field)) } : entity,
);

describe('RichTextView on a view page', () => {
  it('draws stored rich text as its formatting (paragraphs, bold, lists, links), never its tags as text nor a script', async () => {
    const description = '<p>Paso <strong>uno</strong></p><ul><li>Sumar</li></ul><p><a href="https://example.com/ayuda" target="_blank">Ayuda</a></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    renderAdmin('/comments/m1/view', (request) =>
      request.path === '/api/comments/m1' ? { body: { _id: 'm1', description, type: 1, exercise: null, day: null } } : { body: null },
      { entities },
    );
    const bold = await screen.findByText('uno');
    expect(bold.tagName).toBe('STRONG');
    const value = bold.closest('dd')!;
    expect(value.textContent).toBe('Paso unoSumarAyuda');
    expect(value.querySelectorAll('p')).toHaveLength(2);
    expect(value.querySelector('li')?.textContent).toBe('Sumar');
    const link = screen.getByRole('link', { name: 'Ayuda' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://example.com/ayuda', '_blank', 'noopener noreferrer']);
    expect(value.querySelector('script, img, [onerror]')).toBeNull();
  });
});
