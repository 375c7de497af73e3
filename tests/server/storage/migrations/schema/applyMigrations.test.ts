// applyMigrations on both stores over a bookshop's three builds: renames keep every value and every list feature,
// a removed reference stops refusing saves, kept data goes only with drop, and nothing is ever half-migrated.
import { sql } from 'kysely';
import { vi } from 'vitest';
import { createServer, migrate, type Database } from '../../../../../runtime/server/index.js';
import { applyMigrations, getMigrationStatus, MigrationDecisionError, planMigrations, stepHandlers } from '../../../../../runtime/server/storage/index.js';
import type { EntityDefinition } from '../../../../../runtime/shared/index.js';
import type { MigrationFile } from '../../../../../runtime/shared/migrations/index.js';
import { createTestDatabase, getTestDialects, signInServer, type TestDatabase, type TestResponse } from '../../../testStores.js';
import { emitMigrations } from '../../../../../generator/index.js';
import type { EntitySchemaInput } from '../../../../../generator/index.js';
import { buildFixtureModel } from '../../../../fixtures/buildFixtureModel.js';
import { getColumnChecksum, getSiteVersions, seedVersionOne, snapshotStore, type SiteVersion } from './migrationSite.js';

const [v1, v2, v3] = getSiteVersions();
type Row = Record<string, unknown> & { _id: string; $labels?: Record<string, unknown> };

/** A signed-in API over the store for one version of the site; `close` ends the server. */
async function openApi(database: Database, version: SiteVersion, dataDir: string) {
  const server = await createServer({ entities: version.entities, app: version.model.app, database, dataDir, webRoot: '/nonexistent-web-root' });
  const request = await signInServer(server, database);
  const ok = async (response: Promise<TestResponse>, status = 200): Promise<TestResponse> => {
    const answer = await response;
    if (answer.statusCode !== status) throw new Error(`${answer.statusCode} ${answer.body}`);
    return answer;
  };
  return {
    list: async (url: string) => (await ok(request({ method: 'GET', url }))).data as { data: Row[]; itemsCount: number },
    ids: async (url: string) => ((await ok(request({ method: 'GET', url }))).data as { data: Row[] }).data.map((row) => row._id),
    post: async (url: string, payload: Record<string, unknown>) => (await ok(request({ method: 'POST', url, payload }), 201)).data as Row,
    // About migrations, not versions: made on whatever version the row has.
    put: (url: string, payload: Record<string, unknown>) => request({ method: 'PUT', url, payload, headers: { 'if-match': '*' } }),
    close: () => server.close(),
  };
}

async function readAudit(database: Database): Promise<{ entity: string; keys: string[] }[]> {
  const rows = await sql<{ entity: string; changes: unknown }>`select entity, changes from audit_log order by at, "_id"`.execute(database.db);
  return rows.rows.map((row) => ({ entity: row.entity, keys: Object.keys(typeof row.changes === 'string' ? JSON.parse(row.changes) : (row.changes as object)).sort() }));
}

for (const dialect of getTestDialects()) {
  describe(`applyMigrations [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await store.dispose();
    });

    it('renames keep every value, and lists, search, sorts, counts, reference labels and the audit log follow', { timeout: 60_000 }, async () => {
      const { database, dataDir } = store;
      expect((await applyMigrations(database, v1.migrations, v1.entities)).applied).toEqual(['0001_initial']);
      await seedVersionOne(database);
      const before = await openApi(database, v1, dataDir);
      const created = await before.post('/api/authors', { name: 'Ágata Núñez', country: 'es', active: true });
      await before.post('/api/books', { title: 'Pingüino de Ágata', isbn: '9789999999999', author: created._id, tags: ['t1', 't2'], pages: 10 });
      const sorted = await before.ids('/api/authors?sortField=name&sortOrder=asc&pageSize=100');
      const searched = await before.ids(`/api/books?title=${encodeURIComponent('PINGUINO')}&sortField=title&sortOrder=desc&pageSize=100`);
      const byAuthor = (await before.list('/api/books?author=a000&sortField=title&sortOrder=asc&pageSize=100')).data;
      const active = (await before.list('/api/authors?active=true')).itemsCount;
      const tagged = (await before.list('/api/books?tags=t1')).itemsCount;
      const bookCount = (await before.list('/api/books')).itemsCount;
      const checksums = {
        name: await getColumnChecksum(database, 'authors', 'name'),
        active: await getColumnChecksum(database, 'authors', 'active'),
        country: await getColumnChecksum(database, 'authors', 'country'),
        title: await getColumnChecksum(database, 'books', 'title'),
        author: await getColumnChecksum(database, 'books', 'author'),
        tags: await getColumnChecksum(database, 'books', 'tags'),
      };
      const audit = await readAudit(database);
      await before.close();
      expect(searched.length).toBeGreaterThan(10);
      expect(byAuthor.length).toBeGreaterThan(3);

      const result = await applyMigrations(database, v2.migrations, v2.entities);
      expect(result.applied).toEqual(['0002_writer_book']);
      expect(result.createdTables).toEqual([]);
      // Every value of every renamed column, byte for byte.
      expect(await getColumnChecksum(database, 'writers', 'fullName')).toBe(checksums.name);
      expect(await getColumnChecksum(database, 'writers', 'enabled')).toBe(checksums.active);
      expect(await getColumnChecksum(database, 'writers', 'country')).toBe(checksums.country);
      expect(await getColumnChecksum(database, 'books', 'heading')).toBe(checksums.title);
      expect(await getColumnChecksum(database, 'books', 'writer')).toBe(checksums.author);
      expect(await getColumnChecksum(database, 'books', 'labels')).toBe(checksums.tags);

      const after = await openApi(database, v2, dataDir);
      try {
        expect(await after.ids('/api/writers?sortField=fullName&sortOrder=asc&pageSize=100')).toEqual(sorted);
        expect(await after.ids(`/api/books?heading=${encodeURIComponent('PINGUINO')}&sortField=heading&sortOrder=desc&pageSize=100`)).toEqual(searched);
        const byWriter = (await after.list('/api/books?writer=a000&sortField=heading&sortOrder=asc&pageSize=100')).data;
        expect(byWriter.map((row) => [row._id, row.$labels?.writer])).toEqual(byAuthor.map((row) => [row._id, row.$labels?.author]));
        expect((await after.list('/api/writers?enabled=true')).itemsCount).toBe(active);
        expect((await after.list('/api/books?labels=t1')).itemsCount).toBe(tagged);
        expect((await after.list('/api/books')).itemsCount).toBe(bookCount);
        // The audit log shows old history under the new names.
        expect(await readAudit(database)).toEqual(
          audit.map((entry) => ({
            entity: entry.entity === 'author' ? 'writer' : entry.entity,
            keys: entry.keys.map((key) => ({ name: 'fullName', active: 'enabled', title: 'heading', author: 'writer', tags: 'labels' })[key] ?? key).sort(),
          })),
        );
        // The counts' triggers came back under the new names: new rows count.
        await after.post('/api/writers', { fullName: 'Nueva Autora', enabled: true });
        expect((await after.list('/api/writers?enabled=true')).itemsCount).toBe(active + 1);
        await after.post('/api/books', { heading: 'Otro pingüino', isbn: '9789999999998', writer: 'a001', labels: ['t1'] });
        expect((await after.list('/api/books?labels=t1')).itemsCount).toBe(tagged + 1);
        expect(await after.ids(`/api/books?heading=${encodeURIComponent('otro PINGÜINO')}`)).toHaveLength(1);
      } finally {
        await after.close();
      }
      // Nothing of the old names is left: tables, counts, indexes, triggers.
      // Names of objects and values only, not text inside SQL (SQLite keeps a constraint's old name in its table's text).
      const leftovers = JSON.stringify(await snapshotStore(database)).match(/(?<!\\)"(?:authors|books_title|books__tags|title__fold)[^"\\]*"/g);
      expect(leftovers).toBeNull();
      const status = await getMigrationStatus(database, v2.migrations);
      expect(status.applied.map((row) => row.name)).toEqual(['0001_initial', '0002_writer_book']);
      expect(status.pending).toEqual([]);
      // A second apply runs nothing and changes nothing.
      const settled = await snapshotStore(database);
      expect((await applyMigrations(database, v2.migrations, v2.entities)).applied).toEqual([]);
      expect(await snapshotStore(database)).toEqual(settled);
    });

    it('a removed reference loses its foreign key (a save naming no row works again); kept data stays until drop', { timeout: 60_000 }, async () => {
      const { database, dataDir } = store;
      await applyMigrations(database, v2.migrations, v2.entities);
      await database.db.insertInto('writers').values({ _id: 'w1', fullName: 'Ana' }).execute();
      await database.db.insertInto('tags').values({ _id: 't1', name: 'novela' }).execute();
      await database.db.insertInto('books').values({ _id: 'b1', heading: 'Uno', isbn: '9780000000001', writer: 'w1', labels: JSON.stringify(['t1']), pages: 12 }).execute();

      const plan = await planMigrations(database, v3.migrations, v3.entities);
      expect(plan.pending).toEqual(['0003_book_tag']);
      expect(plan.kept).toEqual([
        { target: 'books.labels', values: 1 },
        { target: 'books.pages', values: 1 },
        { target: 'tags', values: 1 },
      ]);
      // The store itself refuses a writer naming no row while the reference stands.
      await expect(database.db.updateTable('books').set({ writer: 'nadie' }).where('_id', '=', 'b1').execute()).rejects.toThrow();
      await applyMigrations(database, v3.migrations, v3.entities);
      const api = await openApi(database, v3, dataDir);
      try {
        // writer is plain text now: a value naming no writer saves.
        const saved = await api.put('/api/books/b1', { heading: 'Uno', isbn: '9780000000001', writer: 'nadie' });
        expect(saved.statusCode, saved.body).toBe(200);
      } finally {
        await api.close();
      }
      // Kept: the column values and the table's rows, listed by the next plan too.
      const kept = await sql<{ pages: unknown; labels: unknown }>`select pages, labels from books`.execute(database.db);
      expect(kept.rows.map((row) => [Number(row.pages), typeof row.labels === 'string' ? JSON.parse(row.labels) : row.labels])).toEqual([[12, ['t1']]]);
      expect((await planMigrations(database, v3.migrations, v3.entities)).kept).toEqual(plan.kept);
      expect(await database.db.selectFrom('tags').select(['_id', 'name']).execute()).toEqual([{ _id: 't1', name: 'novela' }]);

      const dropped = await applyMigrations(database, v3.migrations, v3.entities, { drop: true });
      expect([...dropped.dropped].sort()).toEqual(['books.labels', 'books.pages', 'tags']);
      expect((await planMigrations(database, v3.migrations, v3.entities)).kept).toEqual([]);
      const columns = (await database.db.introspection.getTables()).find((table) => table.name === 'books')!.columns.map((column) => column.name);
      expect(columns).not.toContain('pages');
      expect(columns).not.toContain('labels');
      expect((await database.db.introspection.getTables()).map((table) => table.name)).not.toContain('tags');
    });

    it('a store made before migrations (tables, rows, no record) takes 0001_initial as done and keeps every row', async () => {
      const { database } = store;
      await migrate(database, v1.entities);
      await seedVersionOne(database, { authors: 5, books: 20 });
      const checksum = await getColumnChecksum(database, 'books', 'title');
      const result = await applyMigrations(database, v2.migrations, v2.entities);
      expect(result.applied).toEqual(['0001_initial', '0002_writer_book']);
      expect(await getColumnChecksum(database, 'books', 'heading')).toBe(checksum);
    });

    it('a step failing after earlier steps leaves the store exactly as it was', { timeout: 60_000 }, async () => {
      const { database } = store;
      await applyMigrations(database, v1.migrations, v1.entities);
      await seedVersionOne(database, { authors: 8, books: 40 });
      const before = await snapshotStore(database);
      // The last step of 0002 fails: the entity rename and five field renames ran before it.
      const renameField = stepHandlers.renameField.apply.bind(stepHandlers.renameField);
      vi.spyOn(stepHandlers.renameField, 'apply').mockImplementation(async (step, context) => {
        if (step.to === 'enabled') throw new Error('disk on fire');
        return renameField(step, context);
      });
      await expect(applyMigrations(database, v2.migrations, v2.entities)).rejects.toThrow('disk on fire');
      expect(await snapshotStore(database)).toEqual(before);
    });

    it('a step whose statement fails is reported by its own error (PostgreSQL: not the aborted transaction the lock release then meets)', async () => {
      const { database } = store;
      await applyMigrations(database, v1.migrations, v1.entities);
      const before = await snapshotStore(database);
      const renameField = stepHandlers.renameField.apply.bind(stepHandlers.renameField);
      vi.spyOn(stepHandlers.renameField, 'apply').mockImplementation(async (step, context) => {
        if (step.to === 'enabled') await sql`select * from no_such_table`.execute(context.database.db);
        return renameField(step, context);
      });
      await expect(applyMigrations(database, v2.migrations, v2.entities)).rejects.toThrow(/no_such_table/);
      expect(await snapshotStore(database)).toEqual(before);
    });

    it('a reference the rebuild or a step leaves pointing at no row stops it, naming the row, and leaves the store exactly as it was', { timeout: 60_000 }, async () => {
      const { database } = store;
      // A store made before its keys: v1 without single references' keys, a book naming a missing author.
      const keyless: EntityDefinition[] = v1.entities.map((entity) => ({ ...entity, references: entity.references.filter((reference) => reference.many) }));
      await migrate(database, keyless);
      await seedVersionOne(database, { authors: 4, books: 12 });
      await database.db.updateTable('books').set({ author: 'gone' }).where('_id', '=', 'b0005').execute();
      const before = await snapshotStore(database);
      const attempt = applyMigrations(database, v2.migrations, v2.entities);
      await expect(attempt).rejects.toThrow(/book\.writer \(schemas\/book\.json\): row "b0005" points at "gone"/);
      expect(await snapshotStore(database)).toEqual(before);
    });

    it('rows at risk without a decision refuse the whole plan, naming migration, step, field, schema file and the plan command; nothing changes', async () => {
      const { database } = store;
      await applyMigrations(database, v1.migrations, v1.entities);
      // A column already called like the rename's target (e.g. a removed field's kept values).
      await sql`alter table books add column heading text`.execute(database.db);
      await database.db.insertInto('books').values({ _id: 'b1', title: 'Uno', isbn: '9780000000001', author: null, heading: 'viejo' } as never).execute();
      const before = await snapshotStore(database);
      const attempt = applyMigrations(database, v2.migrations, v2.entities);
      await expect(attempt).rejects.toBeInstanceOf(MigrationDecisionError);
      await expect(attempt).rejects.toThrow(/^no se puede aplicar la migración 0002_writer_book \(paso 2, book\.heading, schemas\/book\.json\)/);
      await expect(attempt).rejects.toThrow('cannot apply migration 0002_writer_book (step 2, book.heading, schemas/book.json)');
      await expect(attempt).rejects.toThrow('admin-gen migrate plan');
      const error = (await attempt.catch((caught: unknown) => caught)) as MigrationDecisionError;
      expect(error.step).toMatchObject({ migration: '0002_writer_book', number: 2, risks: [{ code: 'nameTaken', count: 1, examples: [{ id: 'b1', value: 'viejo' }], resolution: null }] });
      expect(error.plan.needsDecision).toBe(true);
      expect(await snapshotStore(database)).toEqual(before);
    });

    it('steps updating the same rows of a table holding a foreign key, then the converge rebuilding its indexes (PostgreSQL: no pending key checks in the way)', async () => {
      const { database } = store;
      // A shelf, and pieces pointing at it: their state drops a value (rows mapped in place), their date becomes a date-time
      // (every row copied to a kept column, then converted in place: the mapped rows' second update), and the sorted date's
      // index is built again by the converge.
      const build = (version: 1 | 2, existing: readonly MigrationFile[]) => {
        const piece = {
          entity: 'piece',
          label: { one: 'pieza', many: 'Piezas' },
          fields: {
            _id: { type: 'string', title: 'Id', readOnly: true },
            state: { type: 'string', title: 'Estado', enum: version === 1 ? ['a', 'b', 'c'] : ['a', 'b'] },
            when: { type: 'string', title: 'Fecha', format: version === 1 ? 'date' : 'date-time' },
            shelf: { type: 'string', title: 'Estante' },
          },
          references: { shelf: { entity: 'shelf', display: 'name', onDelete: 'restrict' } },
          ...(version === 2 && { migrate: { state: { map: { c: 'b' } }, when: { keepAs: 'whenOld' } } }),
          endpoints: { list: { kind: 'list', method: 'GET', path: '/pieces' } },
          grids: { pieces: { title: 'Piezas', route: '/pieces', dataSource: 'list', columns: [{ field: 'state' }, { field: 'when', sort: true }, { field: 'shelf' }] } },
        };
        const shelf = { entity: 'shelf', label: { one: 'estante', many: 'Estantes' }, fields: { _id: { type: 'string', title: 'Id', readOnly: true }, name: { type: 'string', title: 'Nombre' } } };
        const model = buildFixtureModel([shelf, piece] as unknown as EntitySchemaInput[]);
        const emitted = emitMigrations(model.entities, model.migrationHints, existing);
        return { entities: model.entities, migrations: emitted.created ? [...existing, emitted.created] : [...existing] };
      };
      const first = build(1, []);
      await applyMigrations(database, first.migrations, first.entities);
      await database.db.insertInto('shelfs').values({ _id: 's1', name: 'Uno' }).execute();
      await database.db
        .insertInto('pieces')
        .values(Array.from({ length: 6 }, (_, index) => ({ _id: `p${index}`, state: ['a', 'b', 'c'][index % 3], when: `2024-01-0${index + 1}`, shelf: 's1' })))
        .execute();
      const second = build(2, first.migrations);
      expect(second.migrations.at(-1)!.steps.map((step) => step.kind)).toEqual(['changeField', 'changeField']);
      await applyMigrations(database, second.migrations, second.entities);
      const rows = await database.db.selectFrom('pieces').select(['_id', 'state', 'when', 'whenOld']).orderBy('_id').execute();
      expect(rows.map((row) => [row.state, row.when, row.whenOld])).toEqual(
        Array.from({ length: 6 }, (_, index) => [['a', 'b', 'b'][index % 3], `2024-01-0${index + 1}T00:00:00.000Z`, `2024-01-0${index + 1}`]),
      );
    });

    it('refuses a store that ran a migration the files lack', async () => {
      const { database } = store;
      await applyMigrations(database, v2.migrations, v2.entities);
      const older: MigrationFile[] = [...v1.migrations];
      await expect(planMigrations(database, older, v1.entities)).rejects.toThrow('the store has run migration 0002_writer_book, which generated/migrations lacks');
    });

    it('refuses a migration file that holds other steps than the store ran under its name (two branches\' 0002), changing nothing', async () => {
      const { database } = store;
      await applyMigrations(database, v2.migrations, v2.entities);
      const before = await snapshotStore(database);
      const last = v2.migrations.at(-1)!;
      const other: MigrationFile = { ...last, steps: last.steps.slice(1) };
      const files = [...v2.migrations.slice(0, -1), other];
      const refusal = `the store has run a migration ${last.name} whose steps differ from generated/migrations's`;
      await expect(planMigrations(database, files, v2.entities)).rejects.toThrow(refusal);
      await expect(applyMigrations(database, files, v2.entities)).rejects.toThrow(refusal);
      expect(await snapshotStore(database)).toEqual(before);
      // A decision added to the file later is not another migration.
      const decided = v2.migrations.map((migration) => (migration !== last ? migration : { ...migration, steps: migration.steps.map((step) => (step.kind === 'changeField' ? { ...step, decision: { keep: true as const } } : step)) }));
      expect((await planMigrations(database, decided, v2.entities)).pending).toEqual([]);
    });
  });
}
