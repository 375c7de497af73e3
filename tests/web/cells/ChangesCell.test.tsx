import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AUDIT_ENTITY } from '../../../generator/index.js';
import { toJobAuditChanges } from '../../../runtime/shared/index.js';
import { AdminContext, createAdminApp, getChangeLines, getDefaultCells, getMessages } from '../../../runtime/web/index.js';
import type { GridRow } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createColumn } from '../fixtures/createFixture.js';
import { commentEntity, webModel } from '../fixtures/webEntities.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';

const { context } = createAdminApp({ app: fixtureApp, entities: allEntities, routes: fixtureRoutes });
const ChangesCell = getDefaultCells().changes;
const messages = getMessages('es');
const text = { messages, locale: fixtureApp.locale, dateDisplay: fixtureApp.dateDisplay };

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

  it('numbers, amounts and dates as their cells draw them, in the locale and the site’s date display', () => {
    const container = drawChanges({ entity: 'invoice', changes: { total: { from: 12345.5, to: 7 }, createdAt: { to: '2026-03-01T10:20:30.000Z' }, voucherNumber: { to: '001' } } });
    const at = new Date('2026-03-01T10:20:30.000Z');
    const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(lines(container)).toEqual(['Total: 12.345,5 → 7', `Fecha: 01/03/2026 ${time}`, 'Comprobante: 001']);
  });

  it("a creation's value shows alone, a deletion's old value alone, nothing as '(vacío)'", () => {
    const container = drawChanges({ entity: 'comment', changes: { description: { to: 'Nuevo' }, exercise: { from: 'q1' }, day: { from: null, to: '2024-03-01' } } });
    expect(lines(container)).toEqual(['Descripción: Nuevo', 'Ejercicio: q1', 'Día: (vacío) → 01/03/2024']);
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

  it("a reference shows its stored labels, not its ids: 'Vendedores: Ana, Luis → Luis'", () => {
    const container = drawChanges({
      entity: 'comment',
      changes: {
        sellers: { from: ['s1', 's2'], fromLabel: ['Ana', 'Luis'], to: ['s2'], toLabel: ['Luis'] },
        exercise: { from: 'q1', fromLabel: '¿Qué es un alcano?', to: 'q2', toLabel: '¿Qué es un ácido?' },
      },
    });
    expect(lines(container)).toEqual(['sellers: Ana, Luis → Luis', 'Ejercicio: ¿Qué es un alcano? → ¿Qué es un ácido?']);
  });

  it('draws a label as text, never as elements', () => {
    const container = drawChanges({ entity: 'comment', changes: { exercise: { to: 'q1', toLabel: '<img src=x onerror=alert(1)>' } } });
    expect(container.querySelector('img')).toBeNull();
    expect(lines(container)).toEqual(['Ejercicio: <img src=x onerror=alert(1)>']);
  });

  it('reads the changes when they arrive as JSON text, and draws nothing for something else', () => {
    expect(lines(drawChanges({ changes: JSON.stringify({ a: { from: 1, to: 2 } }) }))).toEqual(['a: 1 → 2']);
    expect(drawChanges({ changes: 'roto' }).textContent).toBe('');
    expect(drawChanges({ changes: null }).textContent).toBe('');
  });
});

describe("ChangesCell: a bulk job's own entry", () => {
  // The fixture invoice (a field titled «Total») with a bulk transition, and the audit log's grids (its job page).
  const entities = [
    ...allEntities.map((entity) => (entity.entity === 'invoice' ? { ...entity, grids: entity.grids.map((grid) => ({ ...grid, bulk: { delete: false, transitions: [{ endpoint: 'issue', label: 'Facturar' }], set: [] } })) } : entity)),
    webModel.entities.find((entity) => entity.entity === AUDIT_ENTITY)!,
  ];
  const withAudit = createAdminApp({ app: fixtureApp, entities, routes: fixtureRoutes }).context;
  const changes = toJobAuditChanges({ action: 'issue', total: 168, changed: 165, unchanged: 3, where: { state: 'Pendiente' }, ids: null, idCount: null, set: null });
  const draw = (row: GridRow, at = '/history') =>
    render(
      <MemoryRouter initialEntries={[at]}>
        <AdminContext.Provider value={withAudit}>
          <ChangesCell value={row.changes} column={createColumn('changes', 'Cambios', { cell: 'changes' })} row={row} entity={AUDIT_ENTITY} />
        </AdminContext.Provider>
      </MemoryRouter>,
    ).container;

  it('reads as a job: its action, its counts, its filters, a link to its entries; never the entity\'s field titles', () => {
    const container = draw({ entity: 'invoice', action: 'bulk', job: 'j1', changes });
    expect(container.querySelector('strong')?.textContent).toBe('Facturar');
    expect(lines(container)).toEqual(['168 filas elegidas: 165 cambiadas, 3 sin cambios', 'Filtros: Estado: Pendiente']);
    expect(container.textContent).not.toContain('Total:');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/history/jobs/j1');
  });

  it('on the job page itself there is no link to it; the same keys on another action are field changes', () => {
    expect(draw({ entity: 'invoice', action: 'bulk', job: 'j1', changes }, '/history/jobs/j1').querySelector('a')).toBeNull();
    expect(lines(draw({ entity: 'invoice', action: 'update', changes: { total: { from: 1, to: 2 } } }))).toEqual(['Total: 1 → 2']);
  });
});

describe('getChangeLines', () => {
  it('formats arrays, objects and masked secrets as text', () => {
    expect(getChangeLines({ tags: { to: ['a', 'b'] }, billing: { to: { ruc: '1' } }, key: { to: '••••WXYZ' } }, commentEntity, text)).toEqual([
      { field: 'tags', title: 'tags', from: null, to: 'a, b' },
      { field: 'billing', title: 'billing', from: null, to: '{"ruc":"1"}' },
      { field: 'key', title: 'key', from: null, to: '••••WXYZ' },
    ]);
  });

  it('prefers the stored labels: a gone row (null) shows its id, many labels join with commas', () => {
    expect(
      getChangeLines(
        {
          sellers: { from: ['s1', 's2'], fromLabel: ['Ana', null], to: [], toLabel: [] },
          exercise: { from: 'q1', fromLabel: null, to: 'q2', toLabel: 'Nueva' },
          user: { to: 'u1', toLabel: '••••1234' },
        },
        commentEntity,
        text,
      ),
    ).toEqual([
      { field: 'sellers', title: 'sellers', from: 'Ana, s2', to: '(vacío)' },
      { field: 'exercise', title: 'Ejercicio', from: 'q1', to: 'Nueva' },
      { field: 'user', title: expect.any(String), from: null, to: '••••1234' },
    ]);
  });

  it('without labels (rows written before them, or no reference) keeps formatting the values', () => {
    expect(getChangeLines({ exercise: { from: 'q1', to: 'q2' }, tags: { from: ['a'], fromLabel: { odd: true } } }, commentEntity, text)).toEqual([
      { field: 'exercise', title: 'Ejercicio', from: 'q1', to: 'q2' },
      { field: 'tags', title: 'tags', from: 'a', to: null },
    ]);
  });
});
