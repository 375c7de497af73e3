import dayjs from 'dayjs';
import { getAuditSummaryLines, getMessages } from '../../../runtime/web/index.js';
import { toExportAuditChanges, toImportAuditChanges, type EntityDefinition, type ExportAuditSummary, type ImportAuditSummary } from '../../../runtime/shared/index.js';
import { invoiceEntity } from '../fixtures/webEntities.js';

const context = { messages: getMessages('es'), locale: 'es', dateDisplay: 'dd/mm/aaaa' as const };
const entities = new Map<string, EntityDefinition>([[invoiceEntity.entity, invoiceEntity]]);
const exported = (summary: Partial<ExportAuditSummary>): ExportAuditSummary => ({ format: 'csv', grid: 'invoices', rows: 1234, where: {}, sort: null, ...summary });
const imported = (summary: Partial<ImportAuditSummary>): ImportAuditSummary => ({ file: 'facturas.csv', grid: 'invoices', created: 12, updated: 3, unchanged: 0, children: null, ...summary });

describe('getAuditSummaryLines', () => {
  it.each<[string, Partial<ExportAuditSummary>, string, string[]]>([
    ['an export of every row, in its order', { sort: { field: 'createdAt', order: 'desc' } }, 'Exportó 1.234 filas en CSV', ['Tabla: Facturas', 'Sin filtros: todas las filas', 'Orden: Fecha, descendente']],
    ['one row, as XLSX', { format: 'xlsx', rows: 1 }, 'Exportó 1 fila en XLSX', ['Tabla: Facturas', 'Sin filtros: todas las filas']],
    [
      "a filtered export: the tab's value, a reference's label, a date range's days, the search",
      { where: { state: 'Pendiente', delivery: 'd1', createdAt: { from: dayjs('2026-10-01').toISOString() }, q: 'ana' }, labels: { delivery: 'E-0042' }, sort: { field: 'total', order: 'asc' } },
      'Exportó 1.234 filas en CSV',
      ['Tabla: Facturas', 'Filtros: Estado: Pendiente; Entrega: E-0042; Fecha: desde 01/10/2026; Búsqueda: ana', 'Orden: Total, ascendente'],
    ],
    ['a grid the site no longer has is left out', { grid: 'gone' }, 'Exportó 1.234 filas en CSV', ['Sin filtros: todas las filas']],
  ])('%s', (_, summary, title, lines) => {
    expect(getAuditSummaryLines('export', toExportAuditChanges(exported(summary)), invoiceEntity, entities, context, [])).toEqual({ title, lines, entries: null });
  });

  it("an export's hidden fields leave their filters and the sort by them out", () => {
    const summary = exported({ where: { total: { from: 1 }, state: 'Pendiente' }, sort: { field: 'total', order: 'asc' } });
    expect(getAuditSummaryLines('export', JSON.stringify(toExportAuditChanges(summary)), invoiceEntity, entities, context, ['total'])?.lines).toEqual(['Tabla: Facturas', 'Filtros: Estado: Pendiente']);
  });

  it.each<[string, Partial<ImportAuditSummary>, string, string[]]>([
    ['an import by its file and counts', {}, 'Importó facturas.csv: 12 creadas, 3 actualizadas, 0 sin cambios', ['Tabla: Facturas']],
    ['an upload that named no file', { file: '', created: 1234 }, 'Importó un archivo: 1.234 creadas, 3 actualizadas, 0 sin cambios', ['Tabla: Facturas']],
    ['child rows under their entity', { children: { entity: 'invoice', created: 4, updated: 0, unchanged: 1 } }, 'Importó facturas.csv: 12 creadas, 3 actualizadas, 0 sin cambios', ['Tabla: Facturas', 'Facturas: 4 creadas, 0 actualizadas, 1 sin cambios']],
  ])('%s', (_, summary, title, lines) => {
    expect(getAuditSummaryLines('import', toImportAuditChanges(imported(summary)), invoiceEntity, entities, context, [])).toEqual({ title, lines, entries: 'Ver los registros de la importación' });
  });

  it('field changes, and an entry of another action, are no summary', () => {
    expect(getAuditSummaryLines('export', { rows: { from: 1, to: 2 } }, invoiceEntity, entities, context, [])).toBeNull();
    expect(getAuditSummaryLines('update', toImportAuditChanges(imported({})), invoiceEntity, entities, context, [])).toBeNull();
  });
});
