// State transitions: one conditional UPDATE, so the happy path, the wrong state and 50 concurrent calls
// behave the same on both stores.
import { createLearningApi } from '../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../fixtures/learningEntities.js';
import { describeEachStore, ifMatch } from '../testStores.js';

describeEachStore(
  'transition endpoints',
  (store) => {
    const api = createLearningApi(store);
    const post = (url: string, headers: Record<string, string> = {}) => store().request({ method: 'POST', url, headers });

    it('issue then check: Pendiente → Facturada → Finalizada, answering the updated row', async () => {
      const invoice = await api.invoice('Distribuidora Andina', { total: 120.5 });
      const issued = await post(`/api/invoices/${invoice._id}/issue`, ifMatch(invoice));
      expect(issued.statusCode).toBe(200);
      expect(issued.data).toEqual({ ...invoice, state: 'Facturada', _version: 2 });
      const checked = await post(`/api/invoices/${invoice._id}/check`, ifMatch(issued.data));
      expect(checked.statusCode).toBe(200);
      expect(checked.data.state).toBe('Finalizada');
    });

    it('409 naming the current state when the row is in another one, and nothing changes', async () => {
      const invoice = await api.invoice('Editorial Horizonte');
      const early = await post(`/api/invoices/${invoice._id}/check`, ifMatch(invoice));
      expect(early.statusCode).toBe(409);
      expect(early.data).toEqual({ error: "No se puede cambiar el estado: el registro está en 'Pendiente'.", field: 'state' });
      const issued = await post(`/api/invoices/${invoice._id}/issue`, ifMatch(invoice));
      const again = await post(`/api/invoices/${invoice._id}/issue`, ifMatch(issued.data));
      expect(again.statusCode).toBe(409);
      expect(again.data.error).toBe("No se puede cambiar el estado: el registro está en 'Facturada'.");
      expect((await store().request({ method: 'GET', url: `/api/invoices/${invoice._id}` })).data.state).toBe('Facturada');
    });

    it('404 for an unknown id', async () => {
      const response = await post('/api/invoices/abcdefabcdefabcdefabcdef/issue');
      expect(response.statusCode).toBe(404);
      expect(response.data).toMatchObject({ field: '_id', error: expect.stringMatching(/no encontrado.*factura/) });
    });

    it('50 concurrent issue calls on one invoice: exactly one 200, 49 × 409', async () => {
      const invoice = await api.invoice('Librería Central');
      // Whatever version (at the same one, the 49 would be 412s: tests/server/endpoints/rowVersions.test.ts): the state decides.
      const responses = await Promise.all(Array.from({ length: 50 }, () => post(`/api/invoices/${invoice._id}/issue`, { 'if-match': '*' })));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      expect((await store().request({ method: 'GET', url: `/api/invoices/${invoice._id}` })).data.state).toBe('Facturada');
    });
  },
  { entities: learningEntities, app: learningApp },
);
