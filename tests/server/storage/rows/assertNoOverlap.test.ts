// The `noOverlap` rule on both stores: a vet is never booked twice at once. Overlapping creates, updates and
// concurrent creates are a 409 naming the start field in Spanish; touching ranges, other vets and rows with an empty
// bound pass; on PostgreSQL the exclusion constraint refuses even SQL written behind the server's back.
import { sql } from 'kysely';
import { migrate } from '../../../../runtime/server/index.js';
import { getClinicModel } from '../../../fixtures/clinic/clinicModel.js';
import { describeEachStore, ifMatch } from '../../testStores.js';

const model = getClinicModel();
const OVERLAP = { error: 'De «Inicio» a «Fin» se solapa con otro registro de citas con el mismo «Veterinario».', field: 'startsAt' };

describeEachStore(
  'no-overlap rules',
  (store) => {
    const post = async (url: string, payload: Record<string, unknown>) => store().request({ method: 'POST', url, payload });
    async function setUp() {
      const vets = await Promise.all(['Dra. Ruiz', 'Dr. Gil'].map(async (name) => (await post('/api/vets', { name })).data._id as string));
      const owner = (await post('/api/owners', { name: 'Ana' })).data._id as string;
      const pet = (await post('/api/pets', { name: 'Luna', owner })).data._id as string;
      const book = (vet: string, startsAt: string, endsAt: string) => post('/api/appointments', { vet, pet, startsAt, endsAt });
      return { vets, pet, book };
    }

    it.each([
      ['the same slot', '10:00', '10:30', 409],
      ['one inside it', '10:10', '10:20', 409],
      ['one covering it', '09:00', '11:00', 409],
      ['one starting before it ends', '10:29', '11:00', 409],
      ['one starting as it ends', '10:30', '11:00', 201],
      ['one ending as it starts', '09:30', '10:00', 201],
    ])('a second booking of the same vet: %s', async (_name, from, to, status) => {
      const { vets, book } = await setUp();
      expect((await book(vets[0]!, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z')).statusCode).toBe(201);
      const second = await book(vets[0]!, `2026-03-02T${from}:00Z`, `2026-03-02T${to}:00Z`);
      expect(second.statusCode, second.body).toBe(status);
      if (status === 409) expect(second.data).toEqual(OVERLAP);
    });

    it('another vet may be booked at the same time; instants compare across time zones', async () => {
      const { vets, book } = await setUp();
      expect((await book(vets[0]!, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z')).statusCode).toBe(201);
      expect((await book(vets[1]!, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z')).statusCode).toBe(201);
      // 12:15+01:00 is 11:15Z, clear of 10:00–10:30Z; 11:15+01:00 is 10:15Z, inside it.
      expect((await book(vets[0]!, '2026-03-02T12:15:00+01:00', '2026-03-02T12:45:00+01:00')).statusCode).toBe(201);
      expect((await book(vets[0]!, '2026-03-02T11:15:00+01:00', '2026-03-02T11:45:00+01:00')).data).toEqual(OVERLAP);
    });

    it('an update moving a booking onto another is refused and changes nothing', async () => {
      const { vets, book } = await setUp();
      await book(vets[0]!, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z');
      const other = (await book(vets[1]!, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z')).data;
      const moved = await store().request({ method: 'PUT', url: `/api/appointments/${other._id}`, headers: ifMatch(other), payload: { vet: vets[0] } });
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.data).toEqual(OVERLAP);
      expect((await store().request({ method: 'GET', url: `/api/appointments/${other._id}` })).data.vet).toBe(vets[1]);
      const later = await store().request({ method: 'PUT', url: `/api/appointments/${other._id}`, headers: ifMatch(other), payload: { vet: vets[0], startsAt: '2026-03-02T10:30:00Z', endsAt: '2026-03-02T11:00:00Z' } });
      expect(later.statusCode, later.body).toBe(200);
    });

    it('of concurrent bookings of one slot exactly one is taken', async () => {
      const { vets, book } = await setUp();
      const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => book(vets[0]!, `2026-03-02T10:0${i}:00Z`, '2026-03-02T10:30:00Z')));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of responses.filter((response) => response.statusCode === 409)) expect(refused.data).toEqual(OVERLAP);
    });

    it('a bulk change that would put two bookings on one vet leaves every row as it was', async () => {
      const { vets, book } = await setUp();
      await book(vets[0]!, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z');
      await book(vets[1]!, '2026-03-02T10:15:00Z', '2026-03-02T10:45:00Z');
      const started = await post('/api/appointments/bulk', { action: 'set', set: { vet: vets[0] }, where: {} });
      expect(started.statusCode, started.body).toBe(202);
      let job = started.data;
      while (job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        job = (await store().request({ method: 'GET', url: `/api/jobs/${started.data._id}` })).data;
      }
      expect(job).toMatchObject({ state: 'failed', error: OVERLAP.error });
      const rows = await store().database.db.selectFrom('appointments').select('vet').orderBy('startsAt').execute();
      expect(rows.map((row) => row.vet)).toEqual([vets[0], vets[1]]);
    });

    it('rows that already overlap stop a PostgreSQL start, naming two of them, until one is fixed; SQLite has no constraint to build', async () => {
      const { vets, pet } = await setUp();
      const { db } = store().database;
      const constraint = 'appointments_startsAt_endsAt_vet_excl';
      if (store().dialect === 'postgres') await sql`alter table appointments drop constraint ${sql.ref(constraint)}`.execute(db);
      const slot = { vet: vets[0], pet, startsAt: '2026-03-02T10:00:00.000Z', endsAt: '2026-03-02T10:30:00.000Z' };
      await db.insertInto('appointments').values([{ _id: 'a1', ...slot }, { _id: 'a2', ...slot }]).execute();
      if (store().dialect === 'postgres') {
        await expect(migrate(store().database, model.entities)).rejects.toThrow(/appointment .*startsAt–endsAt: los registros «a1» y «a2» se solapan/);
        await db.deleteFrom('appointments').where('_id', '=', 'a2').execute();
      }
      await migrate(store().database, model.entities);
      if (store().dialect === 'postgres') {
        const names = await sql<{ name: string }>`select conname as name from pg_constraint where contype = 'x'`.execute(db);
        expect(names.rows.map((row) => row.name)).toEqual([constraint]);
      } else expect(await db.selectFrom('appointments').select('_id').orderBy('_id').execute()).toEqual([{ _id: 'a1' }, { _id: 'a2' }]);
    });

    it('PostgreSQL refuses an overlapping row even from SQL behind the server; SQLite relies on its single writer', async () => {
      const { vets, pet, book } = await setUp();
      await book(vets[0]!, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z');
      const raw = sql`insert into appointments (_id, vet, pet, "startsAt", "endsAt") values ('raw', ${vets[0]}, ${pet}, '2026-03-02T10:10:00.000Z', '2026-03-02T10:20:00.000Z')`;
      if (store().dialect === 'postgres') await expect(raw.execute(store().database.db)).rejects.toMatchObject({ code: '23P01' });
      else await raw.execute(store().database.db);
    });
  },
  { entities: model.entities, app: model.app },
);
