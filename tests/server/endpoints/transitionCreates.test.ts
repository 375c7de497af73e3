// A transition endpoint's `creates` on both stores: attending a clinic appointment makes its invoice (numbered by its
// sequence) in the transition's transaction; a row that cannot be made undoes the transition and gives its number back.
import { createClinicApi, clinicModel } from '../fixtures/vetClinicModel.js';
import { describeEachStore, ifMatch } from '../testStores.js';

const year = new Date().getFullYear();

describeEachStore(
  'transitions that create rows',
  (store) => {
    const api = createClinicApi(store);

    async function appointment(startsAt = '2026-12-01T10:30:00Z', price = 45.5) {
      const owner = await api.owner('Marta Gil');
      const pet = await api.pet('Perla', owner._id);
      const vet = await api.vet('Ana Ruiz');
      return api.appointment(pet._id, vet._id, startsAt, price);
    }
    const attend = (row: Record<string, unknown>) => store().request({ method: 'POST', url: `/api/appointments/${String(row._id)}/attend`, headers: ifMatch(row) });
    const invoices = async () => (await store().request({ method: 'GET', url: '/api/invoices?pageSize=50&sortField=number&sortOrder=asc' })).data.data as Record<string, unknown>[];

    it('attending makes the invoice from the row in its new state, numbered, audited', async () => {
      const row = await appointment();
      const answer = await attend(row);
      expect(answer.statusCode).toBe(200);
      expect(answer.data.state).toBe('Atendida');
      expect((await invoices()).map(({ appointment, amount, number }) => ({ appointment, amount, number }))).toEqual([
        { appointment: row._id, amount: 45.5, number: `F-${year}-00001` },
      ]);
      const history = (await store().request({ method: 'GET', url: '/api/audit?pageSize=50' })).data.data as { entity: string; action: string }[];
      expect(history.map((entry) => `${entry.entity}:${entry.action}`).sort()).toEqual(['appointment:create', 'appointment:transition', 'invoice:create', 'owner:create', 'pet:create', 'vet:create']);
    });

    it('a second attend is a 409 and makes nothing more', async () => {
      const row = await appointment();
      const first = await attend(row);
      const again = await store().request({ method: 'POST', url: `/api/appointments/${String(row._id)}/attend`, headers: ifMatch(first.data) });
      expect(again.statusCode).toBe(409);
      expect(await invoices()).toHaveLength(1);
    });

    it('a row that cannot be made undoes the transition and takes no number', async () => {
      const row = await appointment();
      // One invoice per appointment: one made by hand first, so the transition's own is a duplicate.
      await api.invoice(String(row._id), 10);
      const answer = await attend(row);
      expect(answer.statusCode).toBe(409);
      // The clash is in another entity's rows: the answer names them, and no field of the appointment.
      expect(answer.data.error).toContain('facturas');
      expect(answer.data.field).toBeUndefined();
      expect((await store().request({ method: 'GET', url: `/api/appointments/${String(row._id)}` })).data.state).toBe('Programada');
      const other = await appointment('2026-12-02T10:30:00Z');
      expect((await attend(other)).statusCode).toBe(200);
      expect((await invoices()).map((invoice) => invoice.number)).toEqual([`F-${year}-00001`, `F-${year}-00002`]);
    });
  },
  { entities: clinicModel.entities, app: clinicModel.app },
);
