import fc from 'fast-check';
import { readImportAuditChanges, toImportAuditChanges, withoutHiddenAuditFields, type ImportAuditSummary } from '../../../runtime/shared/index.js';

const count = fc.nat({ max: 1_000_000 });
const summary: fc.Arbitrary<ImportAuditSummary> = fc.record({
  file: fc.string(),
  grid: fc.option(fc.string(), { nil: null }),
  created: count,
  updated: count,
  unchanged: count,
  children: fc.option(fc.record({ entity: fc.option(fc.string(), { nil: null }), created: count, updated: count, unchanged: count }), { nil: null }),
});

describe('ImportAuditSummary', () => {
  it('an import entry reads back as written, stored as JSON text or as an object', () => {
    fc.assert(
      fc.property(summary, (written) => {
        const changes = toImportAuditChanges(written);
        expect(readImportAuditChanges(changes)).toEqual(readImportAuditChanges(JSON.stringify(changes)));
        expect(readImportAuditChanges(JSON.stringify(changes))).toEqual(written);
      }),
    );
  });

  it("an entry written before the children's entity was kept reads it as null", () => {
    const old = { file: { to: 'f.csv' }, grid: { to: 'invoices' }, created: { to: 1 }, updated: { to: 0 }, unchanged: { to: 2 }, children: { to: { created: 3, updated: 0, unchanged: 0 } } };
    expect(readImportAuditChanges(old)?.children).toEqual({ entity: null, created: 3, updated: 0, unchanged: 0 });
  });

  it.each<[string, unknown]>([
    ['field changes', { file: { from: 'a', to: 'b' } }],
    ['counts that are no numbers', { file: { to: 'f.csv' }, created: { to: '1' }, updated: { to: 0 }, unchanged: { to: 0 } }],
    ['nothing', null],
  ])('%s are no import entry', (_, changes) => {
    expect(readImportAuditChanges(changes)).toBeNull();
  });

  it('names no field, so a hidden field named like one of its keys takes nothing away', () => {
    const changes = toImportAuditChanges({ file: 'f.csv', grid: null, created: 1, updated: 2, unchanged: 3, children: null });
    expect(withoutHiddenAuditFields('import', changes, ['file', 'created'])).toEqual(changes);
  });
});
