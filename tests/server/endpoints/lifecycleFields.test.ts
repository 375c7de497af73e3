// Lifecycle fields (an entity's `lifecycle`): set on create, never taken from a body, changed only by transitions,
// and the column's database default, on both stores. The entity goes through normalize, as a schema file would.
import { sql } from 'kysely';
import { normalizeEntity } from '../../../generator/normalize/normalize.js';
import type { EntitySchemaInput } from '../../../generator/shared/types.js';
import { migrate } from '../../../runtime/server/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createTestDatabase, describeEachStore, getTestDialects, ifMatch } from '../testStores.js';

const ticketSchema: EntitySchemaInput = {
  entity: 'ticket',
  label: { one: 'ticket', many: 'Tickets' },
  fields: {
    _id: { type: 'string', readOnly: true },
    subject: { type: 'string', title: 'Asunto', maxLength: 100 },
    state: { type: 'string', title: 'Estado', enum: ['Abierto', 'Cerrado', 'Archivado'] },
  },
  required: ['subject'],
  lifecycle: { state: { initial: 'Abierto' } },
  endpoints: {
    list: { kind: 'list', method: 'GET', path: '/tickets' },
    get: { kind: 'get', method: 'GET', path: '/tickets/{_id}' },
    create: { kind: 'create', method: 'POST', path: '/tickets' },
    update: { kind: 'update', method: 'PUT', path: '/tickets/{_id}' },
    close: { kind: 'transition', method: 'POST', path: '/tickets/{_id}/close', transition: { field: 'state', from: ['Abierto'], to: 'Cerrado' } },
  },
};
const ticket = normalizeEntity(ticketSchema, 'schemas/ticket.json');
const refused = (given: string, holds = 'Abierto') => ({
  error: `El campo «Estado» vale «${holds}» y solo cambia con sus acciones; no se puede enviar «${given}».`,
  field: 'state',
});

describeEachStore(
  'lifecycle fields',
  (store) => {
    const create = (payload: Record<string, unknown>) => store().request({ method: 'POST', url: '/api/tickets', payload });
    const update = (row: { _id: string; _version: number }, payload: Record<string, unknown>) => store().request({ method: 'PUT', url: `/api/tickets/${row._id}`, headers: ifMatch(row), payload });
    const stored = async (id: string) => (await store().request({ method: 'GET', url: `/api/tickets/${id}` })).data.state;

    it('a create without the field starts in the initial state', async () => {
      const created = await create({ subject: 'Sin estado' });
      expect(created.statusCode).toBe(201);
      expect(created.data.state).toBe('Abierto');
      expect(await stored(created.data._id)).toBe('Abierto');
    });

    it.each([
      ['the initial state is accepted and changes nothing', 'Abierto', 201],
      ['another state is refused with a 400 naming the field', 'Cerrado', 400],
      ['a value outside the states is refused the same way', 'Borrado', 400],
    ])('a create body carrying the field: %s', async (_name, state, status) => {
      const response = await create({ subject: `Con ${state}`, state });
      expect(response.statusCode).toBe(status);
      if (status === 400) expect(response.data).toMatchObject(refused(state));
      else expect(response.data.state).toBe('Abierto');
    });

    it('an update cannot change it; repeating the stored value is accepted with the other changes', async () => {
      const row = (await create({ subject: 'Original' })).data;
      const id = row._id;
      const moved = await update(row, { subject: 'Cambiado', state: 'Cerrado' });
      expect(moved.statusCode).toBe(400);
      expect(moved.data).toMatchObject(refused('Cerrado'));
      expect((await store().request({ method: 'GET', url: `/api/tickets/${id}` })).data).toMatchObject({ subject: 'Original', state: 'Abierto' });
      const echoed = await update(row, { subject: 'Cambiado', state: 'Abierto' });
      expect(echoed.statusCode).toBe(200);
      expect(echoed.data).toMatchObject({ subject: 'Cambiado', state: 'Abierto' });
    });

    it('only its transition changes it; then the new state is the one a body may repeat', async () => {
      const row = (await create({ subject: 'Para cerrar' })).data;
      const id = row._id;
      const closed = await store().request({ method: 'POST', url: `/api/tickets/${id}/close`, headers: ifMatch(row) });
      expect(closed.statusCode).toBe(200);
      expect(closed.data.state).toBe('Cerrado');
      expect((await update(closed.data, { state: 'Cerrado' })).statusCode).toBe(200);
      const back = await update(closed.data, { state: 'Abierto' });
      expect(back.data).toMatchObject(refused('Abierto', 'Cerrado'));
      expect(await stored(id)).toBe('Cerrado');
    });

    it('a row inserted by plain SQL without the column gets the initial state from the database', async () => {
      await sql`insert into tickets (_id, subject) values (${'aaaaaaaaaaaaaaaaaaaaaaaa'}, ${'Importado'})`.execute(store().database.db);
      expect(await stored('aaaaaaaaaaaaaaaaaaaaaaaa')).toBe('Abierto');
    });
  },
  { entities: [ticket], app: fixtureApp },
);

for (const dialect of getTestDialects()) {
  describe(`lifecycle column defaults on start [${dialect}]`, () => {
    it('a table made before the lifecycle: its existing column gets the default, and a column added later comes with it', async () => {
      const store = await createTestDatabase(dialect);
      try {
        const { db } = store.database;
        await sql`create table tickets (_id text primary key, subject text, state text)`.execute(db);
        await sql`insert into tickets (_id, subject, state) values ('old', 'Viejo', 'Cerrado')`.execute(db);
        // The same entity over a table that predates its state column.
        await sql`create table tickets_later (_id text primary key, subject text)`.execute(db);
        await sql`insert into tickets_later (_id, subject) values ('old', 'Viejo')`.execute(db);
        const entities = [ticket, { ...ticket, entity: 'ticketLater', table: 'tickets_later' }];
        await migrate(store.database, entities);
        // Up to date now: a second start changes nothing.
        expect(await migrate(store.database, entities)).toEqual({ createdTables: [], addedColumns: [], applied: [], dropped: [] });

        await sql`insert into tickets (_id, subject) values ('new', 'Nuevo')`.execute(db);
        await sql`insert into tickets_later (_id, subject) values ('new', 'Nuevo')`.execute(db);
        const states = async (table: string) =>
          Object.fromEntries((await sql<{ _id: string; state: string | null }>`select _id, state from ${sql.table(table)} order by _id`.execute(db)).rows.map((row) => [row._id, row.state]));
        // PostgreSQL alters the column; SQLite rebuilds the table with it (the old row keeps its state).
        expect(await states('tickets')).toEqual({ new: 'Abierto', old: 'Cerrado' });
        // The added column: old rows get the initial state, new ones the default.
        expect(await states('tickets_later')).toEqual({ new: 'Abierto', old: 'Abierto' });
      } finally {
        await store.dispose();
      }
    });
  });
}
