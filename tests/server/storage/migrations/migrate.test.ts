import { sql } from 'kysely';
import { createServer, migrate, type Database } from '../../../../runtime/server/index.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntitySchemaInput } from '../../../../generator/index.js';
import type { EntityDefinition } from '../../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../../fixtures/buildFixtureModel.js';
import { BASIC_SCHEMAS_DIR, fixtureApp, fixtureEntities, sellerEntity } from '../../../fixtures/entities.js';
import { getFixtureEntity } from '../../../fixtures/loadFixtureModel.js';
import { createTestDatabase, getTestDialects, signInServer, type TestDatabase } from '../../testStores.js';

const sellerSchema = JSON.parse(readFileSync(path.join(BASIC_SCHEMAS_DIR, 'seller.json'), 'utf8')) as EntitySchemaInput;

/** One entity of inline schemas run through validate → normalize. */
const build = (schema: EntitySchemaInput): EntityDefinition => getFixtureEntity(buildFixtureModel([schema]), schema.entity);

/** The seller entity grown by a few fields, as its schema file would be when edited. */
function withFields(fields: EntitySchemaInput['fields'], extra: Partial<EntitySchemaInput> = {}): EntityDefinition {
  return build({ ...sellerSchema, ...extra, fields: { ...sellerSchema.fields, ...fields } });
}

// Built once, outside the tests' time limits: each goes through validate → normalize.
const grown = withFields({
  email: { type: 'string', title: 'Correo', format: 'email' },
  active: { type: 'boolean', title: 'Activo', default: true },
  rating: { type: 'number', title: 'Valoración' },
});
const ordered = withFields({ position: { type: 'integer', title: 'Posición', minimum: 1, readOnly: true } }, { ordering: { field: 'position' } });
const gadget = build({
  entity: 'gadget',
  label: { one: 'aparato', many: 'Aparatos' },
  fields: {
    _id: { type: 'string', title: 'Id', readOnly: true },
    name: { type: 'string', title: 'Nombre', minLength: 1, maxLength: 255 },
    visible: { type: 'boolean', title: 'Visible', default: true },
    count: { type: 'integer', title: 'Cantidad' },
    price: { type: 'number', title: 'Precio' },
    tags: { type: 'array', title: 'Etiquetas', items: { type: 'string' } },
    meta: { type: 'object', title: 'Datos' },
  },
  required: ['name'],
  endpoints: {
    create: { kind: 'create', method: 'POST', path: '/gadgets' },
    get: { kind: 'get', method: 'GET', path: '/gadgets/{_id}' },
  },
});

async function getIndexNames(database: Database, table: string): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    const result = await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(database.db);
    return result.rows.map((row) => row.name);
  }
  const result = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = ${table} and schemaname = current_schema()`.execute(
    database.db,
  );
  return result.rows.map((row) => row.indexname);
}

for (const dialect of getTestDialects()) {
  describe(`migrate [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(async () => {
      await store.dispose();
    });

    it('creates every table, then does nothing the second time', async () => {
      const first = await migrate(store.database, fixtureEntities);
      expect([...first.createdTables].sort()).toEqual(['course_categories', 'institutes', 'sellers']);
      const second = await migrate(store.database, fixtureEntities);
      expect(second).toEqual({ createdTables: [], addedColumns: [], applied: [], dropped: [] });
    });

    it('creates the declared indexes, and the ordering index unless a list index covers it', async () => {
      await migrate(store.database, fixtureEntities);
      // The grid sorts by position: its (position, _id) list index serves the ordering too.
      expect(await getIndexNames(store.database, 'course_categories')).toContain('course_categories__position__id__list');
      expect(await getIndexNames(store.database, 'course_categories')).not.toContain('course_categories_position_idx');
      expect(await getIndexNames(store.database, 'sellers')).toContain('sellers_name_idx');
    });

    it('migration 0002 replaces the retired admin_login_failures table by admin_login_attempts (one counted row per key)', async () => {
      // What 0001 made on earlier stores: one row per failure.
      await store.database.db.schema.createTable('admin_login_failures').addColumn('_id', 'text', (column) => column.primaryKey()).addColumn('key', 'text').addColumn('at', 'text').execute();
      await migrate(store.database, fixtureEntities);
      const tables = (await store.database.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toContain('admin_login_attempts');
      expect(tables).not.toContain('admin_login_failures');
      expect(await getIndexNames(store.database, 'admin_login_attempts')).toContain('admin_login_attempts_windowStart_idx');
    });

    it('adds a new field as a column without losing rows, backfilling its default', async () => {
      await migrate(store.database, [sellerEntity]);
      let server = await createServer({ entities: [sellerEntity], app: fixtureApp, database: store.database, dataDir: store.dataDir });
      let inject = await signInServer(server, store.database);
      const before = await inject({ method: 'POST', url: '/api/sellers/create', payload: { name: 'Existente' } });
      await server.close();

      const result = await migrate(store.database, [grown]);
      expect(result.addedColumns).toEqual(['sellers.email', 'sellers.active', 'sellers.rating']);

      server = await createServer({ entities: [grown], app: fixtureApp, database: store.database, dataDir: store.dataDir });
      inject = await signInServer(server, store.database);
      const list = await inject({ method: 'GET', url: '/api/sellers' });
      // Backfilling the default was an UPDATE of the row: its next version.
      expect(list.json().data).toEqual([{ _id: before.json()._id, name: 'Existente', active: true, _version: 2 }]);
      const created = await inject({
        method: 'POST',
        url: '/api/sellers/create',
        payload: { name: 'Nuevo', email: 'nuevo@correo.ec', rating: 4.5 },
      });
      expect(created.json()).toMatchObject({ email: 'nuevo@correo.ec', active: true, rating: 4.5 });
      await server.close();
      expect(await migrate(store.database, [grown])).toEqual({ createdTables: [], addedColumns: [], applied: [], dropped: [] });
    });

    it('gives existing rows positions 1..n when an ordering field is added', async () => {
      await migrate(store.database, [sellerEntity]);
      let server = await createServer({ entities: [sellerEntity], app: fixtureApp, database: store.database, dataDir: store.dataDir });
      let inject = await signInServer(server, store.database);
      for (const name of ['A', 'B', 'C']) await inject({ method: 'POST', url: '/api/sellers/create', payload: { name } });
      await server.close();

      await migrate(store.database, [ordered]);
      server = await createServer({ entities: [ordered], app: fixtureApp, database: store.database, dataDir: store.dataDir });
      inject = await signInServer(server, store.database);
      const list = await inject({ method: 'GET', url: '/api/sellers?sortField=position' });
      expect(list.json().data.map((row: { name: string; position: number }) => `${row.position}:${row.name}`)).toEqual(['1:A', '2:B', '3:C']);
      const next = await inject({ method: 'POST', url: '/api/sellers/create', payload: { name: 'D' } });
      expect(next.json().position).toBe(4);
      await server.close();
    });

    it('stores and reads back every storage kind with its type', async () => {
      await migrate(store.database, [gadget]);
      const server = await createServer({ entities: [gadget], app: fixtureApp, database: store.database, dataDir: store.dataDir });
      const inject = await signInServer(server, store.database);
      const payload = { name: 'Caja', visible: false, count: 3, price: 19.99, tags: ['a', 'b'], meta: { color: 'rojo', n: 1 } };
      const created = await inject({ method: 'POST', url: '/api/gadgets', payload });
      expect(created.statusCode).toBe(201);
      const read = await inject({ method: 'GET', url: `/api/gadgets/${created.json()._id}` });
      expect(read.json()).toEqual({ _id: created.json()._id, ...payload, _version: 1 });
      await server.close();
    });
  });
}
