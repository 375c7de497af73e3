import dayjs from 'dayjs';
import { getJobLines, getMessages } from '../../../runtime/web/index.js';
import type { EntityDefinition, JobAuditSummary } from '../../../runtime/shared/index.js';
import { invoiceEntity } from '../fixtures/webEntities.js';

const messages = getMessages('es');
const context = { messages, locale: 'es', dateDisplay: 'dd/mm/aaaa' as const };
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
    ['a range by its bounds, drawn as its money cell draws them', { where: { total: { from: 10, to: 1234.5 } } }, 'Facturar', 'Filtros: Total: desde 10,00 hasta 1.234,50'],
    // The filter sent local midnights, the second one exclusive: its Desde/Hasta showed 01/10/2026 and 31/10/2026.
    ['a date range by the days its filter showed', { where: { createdAt: { from: dayjs('2026-10-01').toISOString(), to: dayjs('2026-11-01').toISOString() } } }, 'Facturar', 'Filtros: Fecha: desde 01/10/2026 hasta 31/10/2026'],
    ['a bound that is no midnight as a date-time', { where: { createdAt: { from: dayjs('2026-10-01T09:30').toISOString() } } }, 'Facturar', 'Filtros: Fecha: desde 01/10/2026 09:30'],
    ['a reference by the label stored with it', { where: { delivery: '65f0c0ffee' }, labels: { delivery: 'E-0042' } }, 'Facturar', 'Filtros: Entrega: E-0042'],
    ['a reference whose label the reader may not see (or none was kept) as the reference cell draws it', { where: { delivery: '65f0c0ffee' } }, 'Facturar', 'Filtros: Entrega: -'],
    ['ids, the first ones kept and how many', { where: null, ids: ['a', 'b'], idCount: 30 }, 'Facturar', 'Filas marcadas (30): a, b, …'],
    ['a delete', { action: 'delete', where: null, ids: ['a'], idCount: 1 }, 'Eliminar', 'Filas marcadas (1): a'],
    ['a set with its field and value as its cell draws it', { action: 'set', set: { total: 25 } }, 'Cambiar «Total» a 25,00', 'Sin filtros: todas las filas'],
    ['a set of a reference by the label stored with it', { action: 'set', set: { delivery: 'd1' }, setLabels: { delivery: 'E-0042' } }, 'Cambiar «Entrega» a E-0042', 'Sin filtros: todas las filas'],
    ['an action no grid declares keeps its name', { action: 'archive' }, 'archive', 'Sin filtros: todas las filas'],
  ])('%s', (_, summary, action, selection) => {
    const lines = getJobLines(job(summary), invoice, context);
    expect(lines).toEqual({ action, counts: `${job(summary).total} filas elegidas: ${job(summary).changed} cambiadas, ${job(summary).unchanged} sin cambios`, selection });
  });

  it('fields the roles hide are left out of the filters and the set', () => {
    const lines = getJobLines(job({ action: 'set', set: { total: 25 }, where: { total: { from: 1 }, state: 'Pendiente' } }), invoice, context, ['total']);
    expect([lines.action, lines.selection]).toEqual(['Cambiar', 'Filtros: Estado: Pendiente']);
  });
});

it('counts group their thousands as the grid counts rows', () => {
  expect(getJobLines(job({ total: 1234, changed: 1200, unchanged: 34 }), invoice, context).counts).toBe('1.234 filas elegidas: 1.200 cambiadas, 34 sin cambios');
});
