import { getJobLines, getMessages } from '../../../runtime/web/index.js';
import type { EntityDefinition, JobAuditSummary } from '../../../runtime/shared/index.js';
import { invoiceEntity } from '../fixtures/webEntities.js';

const messages = getMessages('es');
// The fixture invoice with the bulk actions a grid may declare: its transition labelled as its button says.
const invoice: EntityDefinition = {
  ...invoiceEntity,
  grids: invoiceEntity.grids.map((grid) => ({ ...grid, bulk: { delete: true, transitions: [{ endpoint: 'issue', label: 'Facturar' }], set: [{ field: 'total', title: 'Total' }] } })),
};
const job = (summary: Partial<JobAuditSummary>): JobAuditSummary => ({ action: 'issue', total: 168, changed: 165, unchanged: 3, where: {}, ids: null, idCount: null, set: null, ...summary });

describe('getJobLines', () => {
  it.each<[string, Partial<JobAuditSummary>, string, string]>([
    ['a transition by its button label, over every row', {}, 'Facturar', 'Sin filtros: todas las filas'],
    ['a filter by its field title and option title; a search; a tab of other values', { where: { state: 'Pendiente', q: 'ana', otherState: true } }, 'Facturar', 'Filtros: Estado: Pendiente; Búsqueda: ana; Estado: otros valores'],
    ['a range by its bounds', { where: { total: { from: 10, to: 20 } } }, 'Facturar', 'Filtros: Total: desde 10 hasta 20'],
    ['ids, the first ones kept and how many', { where: null, ids: ['a', 'b'], idCount: 30 }, 'Facturar', 'Filas marcadas (30): a, b, …'],
    ['a delete', { action: 'delete', where: null, ids: ['a'], idCount: 1 }, 'Eliminar', 'Filas marcadas (1): a'],
    ['a set with its field and value', { action: 'set', set: { total: 25 } }, 'Cambiar «Total» a 25', 'Sin filtros: todas las filas'],
    ['an action no grid declares keeps its name', { action: 'archive' }, 'archive', 'Sin filtros: todas las filas'],
  ])('%s', (_, summary, action, selection) => {
    const lines = getJobLines(job(summary), invoice, messages);
    expect(lines).toEqual({ action, counts: `${job(summary).total} filas elegidas: ${job(summary).changed} cambiadas, ${job(summary).unchanged} sin cambios`, selection });
  });

  it('fields the roles hide are left out of the filters and the set', () => {
    const lines = getJobLines(job({ action: 'set', set: { total: 25 }, where: { total: { from: 1 }, state: 'Pendiente' } }), invoice, messages, ['total']);
    expect([lines.action, lines.selection]).toEqual(['Cambiar', 'Filtros: Estado: Pendiente']);
  });
});
