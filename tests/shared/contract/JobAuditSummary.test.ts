import fc from 'fast-check';
import { readJobAuditChanges, toJobAuditChanges, withoutHiddenAuditFields, type JobAuditSummary } from '../../../runtime/shared/index.js';

const count = fc.nat({ max: 1_000_000 });
const labels = fc.option(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.constant(null), fc.array(fc.option(fc.string(), { nil: null })))), { nil: null });
const summary: fc.Arbitrary<JobAuditSummary> = fc.oneof(
  fc.record({ action: fc.string(), total: count, changed: count, unchanged: count, where: fc.dictionary(fc.string(), fc.jsonValue()), ids: fc.constant(null), idCount: fc.constant(null), set: fc.option(fc.dictionary(fc.string(), fc.jsonValue()), { nil: null }), labels, setLabels: labels }),
  fc.array(fc.string(), { maxLength: 60 }).chain((ids) =>
    fc.record({ action: fc.string(), total: count, changed: count, unchanged: count, where: fc.constant(null), ids: fc.constant(ids), idCount: fc.integer({ min: ids.length, max: ids.length + 1000 }), set: fc.constant(null), labels: fc.constant(null), setLabels: fc.constant(null) }),
  ),
);

describe('JobAuditSummary', () => {
  it('a job entry reads back as written, stored as JSON text or as an object', () => {
    fc.assert(
      fc.property(summary, (written) => {
        const changes = toJobAuditChanges(written);
        // Compared as JSON, as the audit log stores it (-0 is 0 there).
        expect(JSON.parse(JSON.stringify(readJobAuditChanges(changes)))).toEqual(readJobAuditChanges(JSON.stringify(changes)));
        expect(JSON.parse(JSON.stringify(readJobAuditChanges(JSON.stringify(changes))))).toEqual(JSON.parse(JSON.stringify(written)));
      }),
    );
  });

  it.each<[string, unknown]>([
    ['field changes', { total: { from: 1, to: 2 } }],
    ['counts that are no numbers', { action: { to: 'issue' }, total: { to: '3' }, changed: { to: 1 }, unchanged: { to: 0 } }],
    ['broken JSON', '{'],
    ['nothing', null],
  ])('%s are no job entry', (_, changes) => {
    expect(readJobAuditChanges(changes)).toBeNull();
  });

  it('an entry written before the selection was kept reads with none', () => {
    expect(readJobAuditChanges({ action: { to: 'issue' }, total: { to: 3 }, changed: { to: 2 }, unchanged: { to: 1 } })).toEqual({ action: 'issue', total: 3, changed: 2, unchanged: 1, where: null, ids: null, idCount: null, set: null, labels: null, setLabels: null });
  });

  it("without a hidden field: its filter (and a tab's other values), its set value and its label go; an unreadable reference loses its label only", () => {
    const changes = toJobAuditChanges({ action: 'set', total: 2, changed: 2, unchanged: 0, where: { total: { from: 1 }, otherTotal: true, state: 'Pendiente', seller: 's1' }, ids: null, idCount: null, set: { total: 5, state: 'x', seller: 's2' }, labels: { seller: 'Ana', total: 'x' }, setLabels: { seller: 'Luis' } });
    expect(readJobAuditChanges(withoutHiddenAuditFields('bulk', changes, ['total']))).toEqual({ action: 'set', total: 2, changed: 2, unchanged: 0, where: { state: 'Pendiente', seller: 's1' }, ids: null, idCount: null, set: { state: 'x', seller: 's2' }, labels: { seller: 'Ana' }, setLabels: { seller: 'Luis' } });
    const unreadable = readJobAuditChanges(withoutHiddenAuditFields('bulk', changes, [], ['seller']));
    expect([unreadable?.labels, unreadable?.setLabels, unreadable?.set]).toEqual([{ total: 'x' }, {}, { total: 5, state: 'x', seller: 's2' }]);
    const byIds = toJobAuditChanges({ action: 'issue', total: 1, changed: 1, unchanged: 0, where: null, ids: ['a'], idCount: 1, set: null });
    expect(withoutHiddenAuditFields('bulk', byIds, ['total'])).toEqual(byIds);
  });
});
