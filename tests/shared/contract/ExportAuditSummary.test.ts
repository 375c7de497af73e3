import fc from 'fast-check';
import { readExportAuditChanges, toExportAuditChanges, withoutHiddenAuditFields, type ExportAuditSummary } from '../../../runtime/shared/index.js';

const labels = fc.option(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.constant(null), fc.array(fc.option(fc.string(), { nil: null })))), { nil: null });
const summary: fc.Arbitrary<ExportAuditSummary> = fc.record({
  format: fc.constantFrom('csv', 'xlsx'),
  grid: fc.option(fc.string(), { nil: null }),
  rows: fc.nat({ max: 2_000_000 }),
  where: fc.dictionary(fc.string(), fc.jsonValue()),
  sort: fc.option(fc.record({ field: fc.string(), order: fc.constantFrom('asc' as const, 'desc' as const) }), { nil: null }),
  labels,
});

describe('ExportAuditSummary', () => {
  it('an export entry reads back as written, stored as JSON text or as an object', () => {
    fc.assert(
      fc.property(summary, (written) => {
        const changes = toExportAuditChanges(written);
        expect(JSON.parse(JSON.stringify(readExportAuditChanges(changes)))).toEqual(readExportAuditChanges(JSON.stringify(changes)));
        expect(JSON.parse(JSON.stringify(readExportAuditChanges(JSON.stringify(changes))))).toEqual(JSON.parse(JSON.stringify(written)));
      }),
    );
  });

  it('an entry written before `where` and `sort` were kept apart reads its filters and its sort out of `filters`', () => {
    const old = { format: { to: 'csv' }, grid: { to: 'invoices' }, filters: { to: { state: 'Pendiente', sortField: 'total', sortOrder: 'desc' } }, rows: { to: 1 } };
    expect(readExportAuditChanges(old)).toEqual({ format: 'csv', grid: 'invoices', rows: 1, where: { state: 'Pendiente' }, sort: { field: 'total', order: 'desc' }, labels: null });
    // Sorted by a field the reader may not see: the sort goes with it.
    expect(readExportAuditChanges(withoutHiddenAuditFields('export', old, ['total']))?.sort).toBeNull();
  });

  it.each<[string, unknown]>([
    ['field changes', { rows: { from: 1, to: 2 } }],
    ['rows that are no number', { format: { to: 'csv' }, rows: { to: '3' } }],
    ['broken JSON', '{'],
    ['nothing', null],
  ])('%s are no export entry', (_, changes) => {
    expect(readExportAuditChanges(changes)).toBeNull();
  });

  it('a hidden field leaves its filter, its label and the sort by it out; other fields stay', () => {
    const changes = toExportAuditChanges({ format: 'xlsx', grid: 'invoices', rows: 3, where: { total: { from: 1 }, otherTotal: true, seller: 's1' }, sort: { field: 'total', order: 'asc' }, labels: { seller: 'Ana' } });
    expect(readExportAuditChanges(withoutHiddenAuditFields('export', changes, ['total']))).toEqual({ format: 'xlsx', grid: 'invoices', rows: 3, where: { seller: 's1' }, sort: null, labels: { seller: 'Ana' } });
    expect(readExportAuditChanges(withoutHiddenAuditFields('export', changes, [], ['seller']))?.labels).toEqual({});
  });
});
