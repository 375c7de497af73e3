// Rules across fields (the schema's `rules`): creates, partial updates merged with the stored row, and transitions
// answer a Spanish 400 naming the field, and write nothing, on both stores.
import { ruleApp, ruleEntities } from '../fixtures/ruleEntities.js';
import { describeEachStore, ifMatch } from '../testStores.js';

const UPSIDE_DOWN = 'Válido hasta: Debe ser posterior o igual a «Válido desde».';

describeEachStore(
  'rules across fields',
  (store) => {
    const create = (payload: Record<string, unknown>) => store().request({ method: 'POST', url: '/api/bookings', payload });
    const update = (row: { _id: string }, payload: Record<string, unknown>) => store().request({ method: 'PUT', url: `/api/bookings/${row._id}`, headers: ifMatch(row), payload });
    const list = async () => (await store().request({ method: 'GET', url: '/api/bookings' })).data.data as Record<string, unknown>[];

    it.each<[string, Record<string, unknown>, string, string]>([
      ['an end before the start', { validFrom: '2026-03-10', validTo: '2026-03-09' }, 'validTo', UPSIDE_DOWN],
      ['an instant not after the start', { validFrom: '2026-03-10', startsAt: '2026-03-10T10:00:00Z', endsAt: '2026-03-10T10:00:00Z' }, 'endsAt', 'Fin: Debe ser posterior a «Inicio».'],
      ['more seats than the maximum (the schema\'s own text)', { validFrom: '2026-03-10', seats: 5, maxSeats: 4 }, 'seats', 'Plazas: No caben más plazas que las máximas.'],
    ])('a create with %s is a 400 naming the field, and nothing is saved', async (_name, payload, field, error) => {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.data).toEqual({ error, field, details: [{ field, message: error }] });
      expect(await list()).toEqual([]);
    });

    it('a create within the rules, or with an empty side, is saved', async () => {
      expect((await create({ validFrom: '2026-03-10', validTo: '2026-03-10', seats: 4, maxSeats: 4, notes: 'Sin plazas' })).statusCode).toBe(201);
      expect((await create({ validFrom: '2026-03-10', validTo: null, seats: 9 })).statusCode).toBe(201);
      expect(await list()).toHaveLength(2);
    });

    it('a partial update is judged merged with the stored row, on either side of the rule', async () => {
      const saved = (await create({ validFrom: '2026-03-10', validTo: '2026-03-20' })).data;
      const earlier = await update(saved, { validTo: '2026-03-01' });
      expect(earlier.statusCode).toBe(400);
      expect(earlier.data).toMatchObject({ error: UPSIDE_DOWN, field: 'validTo' });
      const later = await update(saved, { validFrom: '2026-04-01' });
      expect(later.statusCode).toBe(400);
      expect(later.data).toMatchObject({ error: UPSIDE_DOWN, field: 'validTo' });
      expect(await list()).toEqual([saved]);
      const both = await update(saved, { validFrom: '2026-04-01', validTo: '2026-04-02' });
      expect(both.statusCode).toBe(200);
      expect(both.data).toMatchObject({ validFrom: '2026-04-01', validTo: '2026-04-02' });
    });

    it('a transition into a state that requires an empty field is a 400, and the state stays', async () => {
      const saved = (await create({ validFrom: '2026-03-10' })).data;
      const refused = await store().request({ method: 'POST', url: `/api/bookings/${saved._id}/reject`, headers: ifMatch(saved) });
      expect(refused.statusCode).toBe(400);
      expect(refused.data).toMatchObject({ error: 'Motivo: Es obligatorio cuando «Estado» es «Rechazada».', field: 'notes' });
      expect(await list()).toEqual([saved]);
      const noted = await update(saved, { notes: 'Duplicada' });
      const accepted = await store().request({ method: 'POST', url: `/api/bookings/${saved._id}/reject`, headers: ifMatch(noted.data) });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.data).toMatchObject({ state: 'rejected', notes: 'Duplicada' });
    });
  },
  { entities: ruleEntities, app: ruleApp },
);
