// A small bookshop whose schemas change across three builds, run through the generator's own validate → normalize and
// emitMigrations: v1 (author, book, tag), v2 renames (author → writer with its table, name → fullName, active →
// enabled, book.title → heading, book.author → writer, book.tags → labels), v3 removes (book.pages, book.labels, the
// tag entity) and turns book.writer into plain text (its reference gone). Plus demo-like rows and per-column checksums.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { emitMigrations } from '../../../../../generator/emit/index.js';
import type { EntitySchemaInput, NormalizeResult } from '../../../../../generator/index.js';
import type { Database, StoreDialect } from '../../../../../runtime/server/index.js';
import { applyMigrations } from '../../../../../runtime/server/storage/index.js';
import { createTestDatabase, type TestDatabase } from '../../../testStores.js';
import type { EntityDefinition } from '../../../../../runtime/shared/index.js';
import type { MigrationFile } from '../../../../../runtime/shared/migrations/index.js';
import { buildFixtureModel } from '../../../../fixtures/buildFixtureModel.js';

const id = { type: 'string', title: 'Id', readOnly: true } as const;
const endpoints = (path: string) => ({
  list: { kind: 'list', method: 'GET', path },
  create: { kind: 'create', method: 'POST', path },
  update: { kind: 'update', method: 'PUT', path: `${path}/{_id}` },
  delete: { kind: 'delete', method: 'DELETE', path: `${path}/{_id}` },
});

function authorSchema(version: 1 | 2 | 3): EntitySchemaInput {
  const [name, active] = version === 1 ? ['name', 'active'] : ['fullName', 'enabled'];
  return {
    entity: version === 1 ? 'author' : 'writer',
    label: { one: 'autor', many: 'Autores' },
    ...(version > 1 && { renamedFrom: 'author', migrate: { fullName: { renamedFrom: 'name' }, enabled: { renamedFrom: 'active' } } }),
    fields: {
      _id: id,
      [name]: { type: 'string', title: 'Nombre', minLength: 1, maxLength: 120 },
      country: { type: 'string', title: 'País', oneOf: [{ const: 'es', title: 'España' }, { const: 'mx', title: 'México' }, { const: 'ar', title: 'Argentina' }] },
      [active]: { type: 'boolean', title: 'Activo' },
    },
    required: [name],
    endpoints: endpoints(version === 1 ? '/authors' : '/writers'),
    grids: {
      authors: {
        title: 'Autores',
        route: version === 1 ? '/authors' : '/writers',
        dataSource: 'list',
        columns: [{ field: name, filter: 'text', sort: true }, { field: 'country', filter: 'select' }, { field: active, filter: 'boolean' }],
      },
    },
  } as unknown as EntitySchemaInput;
}

function bookSchema(version: 1 | 2 | 3): EntitySchemaInput {
  const [title, author, tags] = version === 1 ? ['title', 'author', 'tags'] : ['heading', 'writer', 'labels'];
  const fields: Record<string, unknown> = {
    _id: id,
    [title]: { type: 'string', title: 'Título', minLength: 1, maxLength: 200 },
    isbn: { type: 'string', title: 'ISBN', minLength: 10, maxLength: 17, unique: true },
    [author]: { type: 'string', title: 'Autor' },
    format: { type: 'string', title: 'Formato', oneOf: [{ const: 'tapa', title: 'Tapa dura' }, { const: 'bolsillo', title: 'Bolsillo' }] },
  };
  if (version < 3) {
    fields[tags] = { type: 'array', title: 'Etiquetas', items: { type: 'string' }, uniqueItems: true };
    fields.pages = { type: 'integer', title: 'Páginas', minimum: 1 };
  }
  const references: Record<string, unknown> = {};
  if (version < 3) {
    references[author] = { entity: version === 1 ? 'author' : 'writer', display: version === 1 ? 'name' : 'fullName', onDelete: 'restrict' };
    references[tags] = { entity: 'tag', display: 'name', onDelete: 'setNull' };
  }
  const columns: Record<string, unknown>[] = [{ field: title, filter: 'text', sort: true }, { field: 'isbn' }, { field: 'format', filter: 'select' }];
  if (version < 3) columns.push({ field: author, filter: 'reference' }, { field: tags, filter: 'reference' }, { field: 'pages', sort: true });
  return {
    entity: 'book',
    label: { one: 'libro', many: 'Libros' },
    ...(version === 2 && { migrate: { heading: { renamedFrom: 'title' }, writer: { renamedFrom: 'author' }, labels: { renamedFrom: 'tags' } } }),
    fields,
    required: [title, 'isbn', author],
    references,
    endpoints: endpoints('/books'),
    grids: { books: { title: 'Libros', route: '/books', dataSource: 'list', columns } },
  } as unknown as EntitySchemaInput;
}

const tagSchema = {
  entity: 'tag',
  label: { one: 'etiqueta', many: 'Etiquetas' },
  fields: { _id: id, name: { type: 'string', title: 'Nombre', minLength: 1, maxLength: 40 } },
  required: ['name'],
  endpoints: endpoints('/tags'),
} as unknown as EntitySchemaInput;

const APP = { title: 'Librería', menu: [{ label: 'Libros', route: '/books' }] };

export interface SiteVersion {
  readonly model: NormalizeResult;
  readonly entities: readonly EntityDefinition[];
  /** Every migration up to this version (0001_initial, then one per later build). */
  readonly migrations: readonly MigrationFile[];
}

/** The site as each build leaves it: v1 writes 0001_initial, v2 adds the renames' migration, v3 the removals'. */
export function getSiteVersions(): [SiteVersion, SiteVersion, SiteVersion] {
  const versions: SiteVersion[] = [];
  let migrations: MigrationFile[] = [];
  for (const version of [1, 2, 3] as const) {
    const model = buildFixtureModel([authorSchema(version), bookSchema(version), ...(version < 3 ? [tagSchema] : [])], APP);
    const emitted = emitMigrations(model.entities, model.migrationHints, migrations);
    if (emitted.created) migrations = [...migrations, emitted.created];
    versions.push({ model, entities: model.entities, migrations });
  }
  return versions as [SiteVersion, SiteVersion, SiteVersion];
}

const FIRST = ['Ana', 'Álvaro', 'Beatriz', 'Íñigo', 'Nuñez', 'Óscar', 'Zoe', 'de la Peña', 'María José', 'Ñandú'];
const WORDS = ['Cien', 'años', 'de', 'soledad', 'Pingüino', 'árbol', 'CORAZÓN', 'niño', 'Mañana', 'el', '100%', 'a_b'];

/** Demo-like rows in v1's tables: authors (accents, nulls, repeated names), tags, books (references, arrays, nulls). */
export async function seedVersionOne(database: Database, counts = { authors: 40, books: 300 }): Promise<void> {
  const db = database.db;
  const tags = ['novela', 'poesía', 'ensayo', 'infantil'].map((name, index) => ({ _id: `t${index}`, name }));
  await db.insertInto('tags').values(tags).execute();
  const authors = Array.from({ length: counts.authors }, (_, index) => ({
    _id: `a${String((index * 7) % counts.authors).padStart(3, '0')}`,
    name: `${FIRST[index % FIRST.length]} ${index % 3 === 0 ? 'García' : 'López'}`,
    country: index % 5 === 0 ? null : ['es', 'mx', 'ar'][index % 3],
    active: index % 4 === 0 ? null : index % 2 === 0,
  }));
  const stored = (value: boolean | null) => (value === null ? null : database.dialect === 'sqlite' ? Number(value) : value);
  await db.insertInto('authors').values(authors.map((row) => ({ ...row, active: stored(row.active) }))).execute();
  const books = Array.from({ length: counts.books }, (_, index) => ({
    _id: `b${String((index * 37) % counts.books).padStart(4, '0')}`,
    title: `${WORDS[index % WORDS.length]} ${WORDS[(index * 5) % WORDS.length]} ${index}`,
    isbn: `978${String(1_000_000 + index).padStart(10, '0')}`,
    author: authors[index % authors.length]!._id,
    tags: index % 6 === 0 ? null : JSON.stringify(tags.filter((_, tag) => (index + tag) % 3 === 0).map((tag) => tag._id)),
    pages: index % 9 === 0 ? null : 50 + ((index * 13) % 900),
    format: index % 7 === 0 ? null : index % 2 === 0 ? 'tapa' : 'bolsillo',
  }));
  for (let start = 0; start < books.length; start += 100) await db.insertInto('books').values(books.slice(start, start + 100)).execute();
}

/** A digest of one column's values in `_id` order, equal on both engines for equal values (SQLite's 0/1 and JSON text as read). */
export async function getColumnChecksum(database: Database, table: string, column: string): Promise<string> {
  const rows = await sql<{ id: string; value: unknown }>`select "_id" as id, ${sql.ref(column)} as value from ${sql.table(table)} order by "_id"`.execute(database.db);
  return createHash('sha256').update(JSON.stringify(rows.rows.map((row) => [row.id, row.value]))).digest('hex');
}

/**
 * Everything SQLite keeps of a store (sqlite_master and every table's rows with their rowids), or PostgreSQL's catalog of
 * the schema and its rows; `rows` limits the rows read to those tables (the catalog stays whole).
 */
export async function snapshotStore(database: Database, options: { readonly rows?: readonly string[] } = {}): Promise<unknown> {
  const wanted = (table: string) => options.rows === undefined || options.rows.includes(table);
  if (database.dialect === 'sqlite') {
    const master = (await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(database.db)).rows;
    const rows: Record<string, unknown[]> = {};
    for (const table of master.filter((row) => row.type === 'table' && !row.name.startsWith('sqlite_') && wanted(row.name))) {
      const withRowid = table.sql?.toLowerCase().includes('without rowid') ? '' : 'rowid as "$rowid", ';
      rows[table.name] = (await sql.raw(`select ${withRowid}* from "${table.name}" order by 1`).execute(database.db)).rows;
    }
    return { master, rows };
  }
  const relations = (await sql<{ name: string; kind: string }>`select relname as name, relkind as kind from pg_class where relnamespace = current_schema()::regnamespace order by 1`.execute(database.db)).rows;
  const columns = (
    await sql`select table_name, column_name, data_type, column_default, is_generated from information_schema.columns where table_schema = current_schema() order by 1, 2`.execute(database.db)
  ).rows;
  const constraints = (await sql`select conname, contype, pg_get_constraintdef(oid) as def from pg_constraint where connamespace = current_schema()::regnamespace order by 1`.execute(database.db)).rows;
  const triggers = (await sql`select tgname, tgrelid::regclass::text as rel from pg_trigger where not tgisinternal order by 1, 2`.execute(database.db)).rows;
  const rows: Record<string, unknown[]> = {};
  for (const table of relations.filter((relation) => relation.kind === 'r' && wanted(relation.name))) rows[table.name] = (await sql.raw(`select * from "${table.name}" order by 1`).execute(database.db)).rows;
  return { relations, columns, constraints, triggers, rows };
}

/** Index name → its PostgreSQL oid (the same oid after a rename: not built again). */
export async function readIndexOids(database: Database, table: string): Promise<Map<string, number>> {
  const rows = await sql<{ name: string; oid: number }>`select indexrelid::regclass::text as name, indexrelid::int as oid from pg_index where indrelid = ${table}::regclass`.execute(database.db);
  return new Map(rows.rows.map((row) => [row.name, row.oid]));
}

/** A fresh store per test, migrated to the bookshop's first build and seeded small; read `store()` inside a test. */
export function useVersionOneStore(dialect: StoreDialect): () => TestDatabase {
  const [v1] = getSiteVersions();
  let store: TestDatabase | undefined;
  beforeEach(async () => {
    store = await createTestDatabase(dialect);
    await applyMigrations(store.database, v1.migrations, v1.entities);
    await seedVersionOne(store.database, { authors: 12, books: 60 });
  });
  afterEach(() => store?.dispose());
  return () => store!;
}
