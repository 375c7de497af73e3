import { render } from '@testing-library/react';
import { AdminContext, createAdminApp, getChangeLines, getDefaultCells, getMessages } from '../../../runtime/web/index.js';
import type { GridRow } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createColumn } from '../fixtures/createFixture.js';
import { commentEntity } from '../fixtures/webEntities.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';

const { context } = createAdminApp({ app: fixtureApp, entities: allEntities, routes: fixtureRoutes });
const ChangesCell = getDefaultCells().changes;
const messages = getMessages('es');

function drawChanges(row: GridRow): HTMLElement {
  return render(
    <AdminContext.Provider value={context}>
      <ChangesCell value={row.changes} column={createColumn('changes', 'Cambios', { cell: 'changes' })} row={row} />
    </AdminContext.Provider>,
  ).container;
}

function lines(container: HTMLElement): string[] {
  return [...container.querySelectorAll('li')].map((item) => item.textContent ?? '');
}

describe('ChangesCell', () => {
  it("one line per field, 'Campo: antes → después', titled by the row's entity", () => {
    const container = drawChanges({
      entity: 'comment',
      changes: { description: { from: 'Antes', to: 'Después' }, verified: { from: false, to: true }, type: { from: 0, to: 1 } },
    });
    expect(lines(container)).toEqual(['Descripción: Antes → Después', 'Verificado: No → Sí', 'Tipo: Comentario → Solución']);
  });

  it("a creation's value shows alone, a deletion's old value alone, nothing as '(vacío)'", () => {
    const container = drawChanges({ entity: 'comment', changes: { description: { to: 'Nuevo' }, exercise: { from: 'q1' }, day: { from: null, to: '2024-03-01' } } });
    expect(lines(container)).toEqual(['Descripción: Nuevo', 'Ejercicio: q1', 'Día: (vacío) → 2024-03-01']);
  });

  it('an unknown entity or field keeps the field name', () => {
    expect(lines(drawChanges({ entity: 'gone', changes: { position: { from: 2, to: 1 } } }))).toEqual(['position: 2 → 1']);
    expect(lines(drawChanges({ changes: { nombre: { to: 'x' } } }))).toEqual(['nombre: x']);
  });

  it('draws HTML and script in values as text, never as elements', () => {
    const container = drawChanges({ entity: 'comment', changes: { description: { from: '<img src=x onerror=alert(1)>', to: '<script>alert(1)</script>' } } });
    expect(container.querySelector('img, script')).toBeNull();
    expect(lines(container)).toEqual(['Descripción: <img src=x onerror=alert(1)> → <script>alert(1)</script>']);
  });

  it('reads the changes when they arrive as JSON text, and draws nothing for something else', () => {
    expect(lines(drawChanges({ changes: JSON.stringify({ a: { from: 1, to: 2 } }) }))).toEqual(['a: 1 → 2']);
    expect(drawChanges({ changes: 'roto' }).textContent).toBe('');
    expect(drawChanges({ changes: null }).textContent).toBe('');
  });
});

describe('getChangeLines', () => {
  it('formats arrays, objects and masked secrets as text', () => {
    expect(getChangeLines({ tags: { to: ['a', 'b'] }, billing: { to: { ruc: '1' } }, key: { to: '••••WXYZ' } }, commentEntity, messages)).toEqual([
      { field: 'tags', title: 'tags', from: null, to: 'a, b' },
      { field: 'billing', title: 'billing', from: null, to: '{"ruc":"1"}' },
      { field: 'key', title: 'key', from: null, to: '••••WXYZ' },
    ]);
  });
});
