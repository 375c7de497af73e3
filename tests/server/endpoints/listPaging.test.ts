// The list answers as an independent oracle computes them from the rows: every sort (NULLs first ascending, ties by
// _id), offset pages, keyset pages both ways, and every filter kind, with accents, NULLs, ties and LIKE wildcards.
import fc from 'fast-check';
import { foldText } from '../../../runtime/server/storage/index.js';
import { getMemberRows, memberEntity, type MemberRow } from '../fixtures/memberEntity.js';
import { describeEachStore, type TestStore } from '../testStores.js';
import { expectPagesEveryWay, listPage } from '../fixtures/expectPagesEveryWay.js';

type SortField = 'name' | 'joinedAt' | 'score';

function keyOf(row: MemberRow, field: SortField): string | number | null {
  if (field === 'name') return row.name === null ? null : foldText(row.name);
  return row[field];
}

/** The order the list promises: the key ascending with NULLs first, then _id; descending is the exact reverse. */
function sortRows(rows: readonly MemberRow[], field: SortField, order: 'asc' | 'desc'): string[] {
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [keyOf(a, field), keyOf(b, field)];
    if (x !== y) {
      if (x === null) return -1;
      if (y === null) return 1;
      return x < y ? -1 : 1;
    }
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  });
  if (order === 'desc') sorted.reverse();
  return sorted.map((row) => row._id);
}

async function insertMembers(store: TestStore, rows: readonly MemberRow[]): Promise<void> {
  const stored = rows.map((row) => ({ ...row, active: row.active === null || store.dialect === 'postgres' ? row.active : Number(row.active) }));
  if (stored.length > 0) await store.database.db.insertInto('members').values(stored).execute();
}

const list = (store: TestStore, query: string) => listPage(store, '/api/members', query);

const contains = (text: string | null, query: string) => text !== null && foldText(text).includes(foldText(query));

describeEachStore(
  'list paging, sorting and search',
  (store) => {
    const rows = getMemberRows();
    beforeEach(() => insertMembers(store(), rows));

    const sorts: [SortField, 'asc' | 'desc', string][] = [
      ['joinedAt', 'desc', ''],
      ['name', 'asc', 'sortField=name'],
      ['name', 'desc', 'sortField=name&sortOrder=desc'],
      ['joinedAt', 'asc', 'sortField=joinedAt&sortOrder=asc'],
      ['score', 'asc', 'sortField=score'],
      ['score', 'desc', 'sortField=score&sortOrder=desc'],
    ];


    it.each(sorts)('sorts by %s %s: offset pages, next pages after the last row, previous pages before the first', async (field, order, query) => {
      await expectPagesEveryWay(store(), '/api/members', query, sortRows(rows, field, order));
    });

    // 54 of 60 rows match: the list walks the order's index and probes the matched set (SQLite's trigram table).
    it.each(sorts)('sorts by %s %s with a "contains" most rows match, every way of paging', async (field, order, query) => {
      const expected = sortRows(rows.filter((row) => contains(row.email, 'correo')), field, order);
      expect(expected.length).toBeGreaterThan(50);
      await expectPagesEveryWay(store(), '/api/members', `${query}${query && '&'}email=correo`, expected);
    });

    // A counted boolean under a sort other than the default has no (field, key) index: many matches walk the sort's index.
    it.each(sorts)('sorts by %s %s under a boolean many rows match, every way of paging', async (field, order, query) => {
      const expected = sortRows(rows.filter((row) => row.active === false), field, order);
      expect(expected.length).toBeGreaterThan(30);
      await expectPagesEveryWay(store(), '/api/members', `${query}${query && '&'}active=false`, expected);
    });

    it('falls back to the page number when the cursor row is gone', async () => {
      const expected = sortRows(rows, 'name', 'asc');
      expect((await list(store(), 'sortField=name&pageIndex=2&after=nonexistent')).ids).toEqual(expected.slice(7, 14));
    });

    it.each(['a', 'ma', 'mal', 'MÁLAGA', 'ñ', 'Ñan', 'n~', 'nu', '%', '_', '\\', '100%', 'a_b', 'de ar', 'zzz', 'üi', 'ui', 'correo', '"', 'ó'])(
      'finds the rows whose name or email contains %j, case and accents aside',
      async (text) => {
        for (const name of ['name', 'email'] as const) {
          const expected = sortRows(rows.filter((row) => contains(row[name], text)), 'name', 'asc');
          const answer = await list(store(), `sortField=name&pageSize=100&${name}=${encodeURIComponent(text)}`);
          expect(answer.ids, `${name}=${text}`).toEqual(expected);
          expect(answer.itemsCount).toBe(expected.length);
        }
      },
    );

    it('filters booleans and date ranges, alone and with a text filter, with keyset pages', async () => {
      const cases: [string, (row: MemberRow) => boolean][] = [
        ['active=true', (row) => row.active === true],
        ['active=false', (row) => row.active === false],
        ['joinedAt[from]=2025-01-03T00:00:00.000Z&joinedAt[to]=2025-01-08T00:00:00.000Z', (row) => row.joinedAt !== null && row.joinedAt >= '2025-01-03T00:00:00.000Z' && row.joinedAt < '2025-01-08T00:00:00.000Z'],
        ['active=true&name=a', (row) => row.active === true && contains(row.name, 'a')],
      ];
      for (const [query, keep] of cases) {
        const expected = sortRows(rows.filter(keep), 'joinedAt', 'desc');
        const seen: string[] = [];
        let after = '';
        for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / 7)); page += 1) {
          const answer = await list(store(), `${query}&pageIndex=${page}${after && `&after=${after}`}`);
          expect(answer.itemsCount, query).toBe(expected.length);
          seen.push(...answer.ids);
          after = answer.ids.at(-1) ?? '';
        }
        expect(seen, query).toEqual(expected);
      }
    });

    it('counts the unfiltered list as rows come and go', async () => {
      expect((await list(store(), '')).itemsCount).toBe(rows.length);
      await store().database.db.deleteFrom('members').where('_id', 'in', ['m000', 'm001']).execute();
      await insertMembers(store(), [{ _id: 'x1', name: 'Nuevo', email: null, joinedAt: null, active: null, score: null }]);
      expect((await list(store(), '')).itemsCount).toBe(rows.length - 1);
    });

    it('answers "contains" as a scan of the folded text would, for random texts and values', async () => {
      const text = fc.string({ unit: fc.constantFrom(...'aAnNñÑáÁéúÜç %_\\"~'.split('')), maxLength: 8 });
      await fc.assert(
        fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 12 }), text, fc.nat(), async (names, query, pick) => {
          await store().database.db.deleteFrom('members').execute();
          const fresh = names.map((name, index): MemberRow => ({ _id: `p${index}`, name, email: null, joinedAt: null, active: null, score: null }));
          await insertMembers(store(), fresh);
          // Half the time the value is a piece of a stored name, so matches are common.
          const source = names[pick % names.length]!;
          const value = pick % 2 === 0 ? source.slice(pick % 3, (pick % 3) + 3 + (pick % 4)) : query;
          if (value === '') return;
          // The server trims query values; a blank one is no filter.
          const sent = value.trim();
          const expected = sortRows(fresh.filter((row) => sent === '' || contains(row.name, sent)), 'name', 'asc');
          const answer = await list(store(), `sortField=name&pageSize=100&name=${encodeURIComponent(value)}`);
          expect(answer.ids).toEqual(expected);
          expect(answer.itemsCount).toBe(expected.length);
        }),
        { numRuns: 40 },
      );
    });

    // One or two letters have no trigram: SQLite scans the keys of the field's (key, _id) index instead of its FTS table.
    it.each(['name', 'email'] as const)('answers a "contains" of one or two letters on %s as a scan of the folded text would', async (field) => {
      const letter = fc.constantFrom(...'aAnNñÑáÁéúÜç%_\\"~.@1'.split(''));
      await fc.assert(
        fc.asyncProperty(fc.array(fc.option(fc.string({ unit: letter, maxLength: 6 }), { nil: null }), { minLength: 1, maxLength: 12 }), fc.string({ unit: letter, minLength: 1, maxLength: 2 }), async (texts, value) => {
          await store().database.db.deleteFrom('members').execute();
          const fresh = texts.map((text, index): MemberRow => ({ _id: `p${index}`, name: field === 'name' ? text : 'x', email: field === 'email' ? text : null, joinedAt: null, active: null, score: null }));
          await insertMembers(store(), fresh);
          const expected = sortRows(fresh.filter((row) => contains(row[field], value)), 'joinedAt', 'desc');
          const answer = await list(store(), `pageSize=100&${field}=${encodeURIComponent(value)}`);
          expect(answer.ids).toEqual(expected);
          expect(answer.itemsCount).toBe(expected.length);
        }),
        { numRuns: 30 },
      );
    });
  },
  { entities: [memberEntity] },
);
