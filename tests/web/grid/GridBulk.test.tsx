// The bulk selection and its dialog on a grid that declares bulk actions: the page's box, «Seleccionar los N
// resultados» (sent as `where`), the preview (how many change, which not and why), «Aplicar», the progress, the summary.
import { screen, within } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { renderAdmin } from '../support/renderAdmin.js';

const entities: EntityDefinition[] = allEntities.map((entity) =>
  entity.entity === 'seller' ? { ...entity, grids: entity.grids.map((grid) => ({ ...grid, bulk: { delete: true, transitions: [], set: [{ field: 'name', title: 'Nombre' }] } })) } : entity,
);
const sellers = makeSellers(30);
const report = { action: 'delete', total: 30, changed: 28, unchanged: 2, notChanged: [{ reason: 'Tiene 3 facturas.', count: 2, ids: ['s01', 's02'], labels: ['Vendedor 01', null] }] };

function handler(request: RecordedRequest) {
  if (request.method === 'POST' && request.path === '/api/sellers/bulk') {
    const body = request.body as { dryRun: boolean };
    if (body.dryRun) return { body: { ...report, dryRun: true } };
    return { status: 202, body: { _id: 'job1', entity: 'seller', action: 'delete', state: 'running', total: 30, done: 0, changed: 0, unchanged: 0, report: null, error: null } };
  }
  if (request.path === '/api/jobs/job1') return { body: { _id: 'job1', entity: 'seller', action: 'delete', state: 'done', total: 30, done: 30, changed: 28, unchanged: 2, report: { ...report, dryRun: false }, error: null } };
  return answerList(sellers, request, ['name']);
}

describe('bulk actions on a grid', () => {
  it('selects the page, then every result, previews a delete and runs it to its summary', async () => {
    const { user, fetchMock } = renderAdmin('/sellers?name=vend', handler, { entities });
    await screen.findByText('Vendedor 01');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar las filas de esta página' }));
    const bar = screen.getByRole('toolbar', { name: /Acciones en lote/ });
    expect(within(bar).getByRole('status').textContent).toBe('20 seleccionadas');
    await user.click(within(bar).getByRole('button', { name: 'Seleccionar los 30 resultados' }));
    expect(within(bar).getByRole('status').textContent).toBe('Los 30 resultados están seleccionados');
    await user.click(within(bar).getByRole('button', { name: 'Eliminar' }));

    const preview = await screen.findByRole('dialog', { name: 'Eliminar: vista previa' });
    expect(within(preview).getByText('Cambiarán 28 de 30 filas.')).toBeTruthy();
    expect(within(preview).getByText(/2 no cambiarán: Tiene 3 facturas\./)).toBeTruthy();
    // The rows by their labels; one without a label by its id.
    expect(within(preview).getByText('Por ejemplo: Vendedor 01, s02')).toBeTruthy();
    const [dryRun] = fetchMock.calls('POST', '/api/sellers/bulk');
    // The whole filtered list, as the grid asks it: its filter, not its paging or sort.
    expect(dryRun?.body).toEqual({ action: 'delete', where: { name: 'vend' }, dryRun: true });

    await user.click(within(preview).getByRole('button', { name: 'Aplicar' }));
    const summary = await screen.findByRole('dialog', { name: 'Eliminar: resumen' }, { timeout: 3000 });
    expect(within(summary).getByText('Cambiaron 28 de 30 filas.')).toBeTruthy();
    expect((within(summary).getByRole('progressbar') as HTMLProgressElement).value).toBe(30);
    expect(fetchMock.calls('POST', '/api/sellers/bulk')[1]?.body).toEqual({ action: 'delete', where: { name: 'vend' }, dryRun: false });
    await user.click(within(summary).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('toolbar', { name: /Acciones en lote/ })).toBeNull();
  });

  it('ticked rows are sent as ids; a set asks its value first', async () => {
    const { user, fetchMock } = renderAdmin('/sellers', handler, { entities });
    await screen.findByText('Vendedor 01');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar la fila s03' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar la fila s05' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar «Nombre»' }));
    const form = await screen.findByRole('dialog', { name: 'Cambiar «Nombre»' });
    await user.type(within(form).getByRole('textbox', { name: 'Nuevo valor de «Nombre»' }), 'Ana');
    await user.click(within(form).getByRole('button', { name: 'Ver vista previa' }));
    await screen.findByRole('dialog', { name: 'Cambiar «Nombre»: vista previa' });
    expect(fetchMock.calls('POST', '/api/sellers/bulk')[0]?.body).toEqual({ action: 'set', ids: ['s03', 's05'], set: { name: 'Ana' }, dryRun: true });
  });

  it('a grid without bulk actions has no checkbox column', async () => {
    renderAdmin('/sellers', handler);
    await screen.findByText('Vendedor 01');
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar las filas de esta página' })).toBeNull();
  });
});
