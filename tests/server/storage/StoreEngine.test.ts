import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql, type Dialect } from 'kysely';
import type { StoreEngine, StoreSchema } from '../../../runtime/server/storage/StoreEngine.js';
import { postgresEngine } from '../../../runtime/server/storage/postgres/postgresEngine.js';
import { sqliteEngine } from '../../../runtime/server/storage/sqlite/sqliteEngine.js';

/** A Kysely that only compiles (no connection), to read the SQL an engine's choices produce. */
function compiler(engine: StoreEngine): Kysely<StoreSchema> {
  const postgres = engine.dialect === 'postgres';
  const dialect: Dialect = {
    createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
    createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
  };
  return new Kysely<StoreSchema>({ dialect });
}

// What differs between the engines, side by side: the list SQL in bench/README's figures depends on these texts.
describe.each([
  [sqliteEngine, { title: 'SQLite', asc: 'asc', desc: 'desc', locked: 'select * from "t" where "_id" = ?', shared: 'select * from "t" where "_id" = ?', cents: 'coalesce(round(sum(x), 2), 0)', yes: 1 }],
  [postgresEngine, { title: 'PostgreSQL', asc: 'asc nulls first', desc: 'desc nulls last', locked: 'select * from "t" where "_id" = $1 for update', shared: 'select * from "t" where "_id" = $1 for share', cents: 'coalesce(round(sum(x)::numeric, 2), 0)', yes: true }],
])('$dialect engine', (engine, want) => {
  const db = compiler(engine);
  const select = () => db.selectFrom('t').selectAll().where('_id', '=', 'a');

  it('names itself for people', () => expect(engine.title).toBe(want.title));
  it('orders NULLs first ascending, last descending', () => expect([engine.orderDirection('asc'), engine.orderDirection('desc')]).toEqual([want.asc, want.desc]));
  it('locks a row for a write, or leaves it to the write lock', () => expect(engine.forUpdate(select()).compile().sql).toBe(want.locked));
  it('keeps a row from changing, or leaves it to the write lock', () => expect(engine.forShare(select()).compile().sql).toBe(want.shared));
  it('rounds a sum to cents', () => expect(engine.roundCents(sql`sum(x)`).compile(db).sql).toBe(want.cents));
  it('stores a boolean', () => expect([engine.toStoredBoolean(true), engine.toStoredBoolean(false)]).toEqual([want.yes, want.yes === 1 ? 0 : false]));
  it('runs writers side by side only on PostgreSQL', () => expect(engine.concurrentWriters).toBe(engine.dialect === 'postgres'));
});
