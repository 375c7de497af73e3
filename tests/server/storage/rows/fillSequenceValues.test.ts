// Sequence fields on both stores: the clinic's invoice number "F-{year}-{seq:5}" is given by the server on create, one
// after another without gaps, also when creates race and when one is refused after it was numbered.
import { createClinicApi, clinicModel } from '../../fixtures/vetClinicModel.js';
import { describeEachStore } from '../../testStores.js';

const year = new Date().getFullYear();
const numbered = (...seqs: number[]) => seqs.map((seq) => `F-${year}-${String(seq).padStart(5, '0')}`);

describeEachStore(
  'sequence fields',
  (store) => {
    const api = createClinicApi(store);

    async function appointments(count: number): Promise<string[]> {
      const owner = await api.owner('Marta Gil');
      const pet = await api.pet('Perla', owner._id);
      const vet = await api.vet('Ana Ruiz');
      const ids: string[] = [];
      for (let index = 0; index < count; index++) ids.push((await api.appointment(pet._id, vet._id, `2026-12-${String(index + 1).padStart(2, '0')}T10:30:00Z`))._id);
      return ids;
    }

    const numbers = async () =>
      (await store().request({ method: 'GET', url: '/api/invoices?pageSize=100&sortField=number&sortOrder=asc' })).data.data.map((row: { number: string }) => row.number);

    it('each create gets the next number of its year, filled into the template', async () => {
      const [first, second] = await appointments(2);
      expect((await api.invoice(first!, 40)).number).toBe(numbered(1)[0]);
      expect((await api.invoice(second!, 55)).number).toBe(numbered(2)[0]);
    });

    it('a create refused after it was numbered gives its number back: no gap', async () => {
      const [first, second] = await appointments(2);
      await api.invoice(first!, 40);
      // One invoice per appointment: the insert fails on the unique index, after the counter moved, and rolls back.
      const refused = await store().request({ method: 'POST', url: '/api/invoices', payload: { appointment: first, amount: 10 } });
      expect(refused.statusCode).toBe(409);
      await api.invoice(second!, 55);
      expect(await numbers()).toEqual(numbered(1, 2));
    });

    it('a body cannot choose the number', async () => {
      const [first] = await appointments(1);
      const response = await store().request({ method: 'POST', url: '/api/invoices', payload: { appointment: first, amount: 10, number: 'F-1999-00001' } });
      expect(response.statusCode).toBe(400);
      expect(await numbers()).toEqual([]);
    });

    it('racing creates get every number once, without gaps', async () => {
      const ids = await appointments(12);
      const answers = await Promise.all(ids.map((id) => store().request({ method: 'POST', url: '/api/invoices', payload: { appointment: id, amount: 10 } })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 201));
      expect(await numbers()).toEqual(numbered(...ids.map((_id, index) => index + 1)));
    });
  },
  { entities: clinicModel.entities, app: clinicModel.app },
);
