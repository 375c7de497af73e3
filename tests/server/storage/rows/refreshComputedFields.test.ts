// Computed fields (an entity's `computed`) on both stores: a line's amount = quantity × price and an invoice's stored
// subtotal, total and line count follow every write — create with lines, a line's create, update, move to another
// invoice and delete, a bulk set, concurrent lines — and are sortable like any column. The clinic fixture goes through
// the generator's load → validate → normalize.
import { createEntityRegistry } from '../../../../runtime/server/model/index.js';
import { createStore } from '../../../../runtime/server/storage/index.js';
import { getFixtureEntity } from '../../../fixtures/loadFixtureModel.js';
import { getClinicModel } from '../../../fixtures/clinic/clinicModel.js';
import { seedDemoData } from '../../../../runtime/server/index.js';
import { describeEachStore, ifMatch } from '../../testStores.js';

const model = getClinicModel();

describeEachStore(
  'computed fields',
  (store) => {
    const request = store;
    const createInvoice = async (payload: Record<string, unknown>) => {
      const response = await request().request({ method: 'POST', url: '/api/invoices', payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.data;
    };
    const getInvoice = async (id: string) => (await request().request({ method: 'GET', url: `/api/invoices/${id}` })).data;
    const addLine = async (invoice: string, quantity: number, price: number) => {
      const response = await request().request({ method: 'POST', url: '/api/invoiceLines', payload: { invoice, description: 'Consulta', quantity, price } });
      expect(response.statusCode, response.body).toBe(201);
      return response.data;
    };
    const totals = async (id: string) => {
      const { subtotal, total, lineCount } = await getInvoice(id);
      return { subtotal, total, lineCount };
    };

    it('a create computes the row and, with its lines, their amounts and the stored totals', async () => {
      const created = await createInvoice({ customer: 'Ana', discount: 10, lines: [{ description: 'Vacuna', quantity: 2, price: 19.99 }, { description: 'Consulta', quantity: 1, price: 35 }] });
      expect(created).toMatchObject({ subtotal: 74.98, total: 67.482, lineCount: 2 });
      const lines = (await request().request({ method: 'GET', url: `/api/invoiceLines?invoice=${created._id}` })).data.data;
      expect(lines.map((line: { amount: number }) => line.amount).sort()).toEqual([35, 39.98]);
    });

    it('an invoice without lines totals zero, never empty', async () => {
      expect(await createInvoice({ customer: 'Sin líneas', discount: 0 })).toMatchObject({ subtotal: 0, total: 0, lineCount: 0 });
    });

    it('a line created, changed, moved and deleted through its own endpoints keeps both invoices right', async () => {
      const first = await createInvoice({ customer: 'Primera', discount: 0 });
      const second = await createInvoice({ customer: 'Segunda', discount: 50 });
      const line = await addLine(first._id, 3, 2.5);
      expect(line.amount).toBe(7.5);
      expect(await totals(first._id)).toEqual({ subtotal: 7.5, total: 7.5, lineCount: 1 });

      const changed = await request().request({ method: 'PUT', url: `/api/invoiceLines/${line._id}`, headers: ifMatch(line), payload: { quantity: 4 } });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.data.amount).toBe(10);
      expect(await totals(first._id)).toEqual({ subtotal: 10, total: 10, lineCount: 1 });

      const moved = await request().request({ method: 'PUT', url: `/api/invoiceLines/${line._id}`, headers: ifMatch(changed.data), payload: { invoice: second._id } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await totals(first._id)).toEqual({ subtotal: 0, total: 0, lineCount: 0 });
      expect(await totals(second._id)).toEqual({ subtotal: 10, total: 5, lineCount: 1 });

      const deleted = await request().request({ method: 'DELETE', url: `/api/invoiceLines/${line._id}`, headers: ifMatch(moved.data) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await totals(second._id)).toEqual({ subtotal: 0, total: 0, lineCount: 0 });
    });

    it("a change of the row's own input computes its fields in the same update", async () => {
      const invoice = await createInvoice({ customer: 'Luis', discount: 0, lines: [{ description: 'Cirugía', quantity: 1, price: 200 }] });
      const updated = await request().request({ method: 'PUT', url: `/api/invoices/${invoice._id}`, headers: ifMatch(invoice), payload: { discount: 25 } });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.data).toMatchObject({ subtotal: 200, total: 150, _version: invoice._version + 1 });
    });

    it('a body setting a computed field is a 400 naming it', async () => {
      const response = await request().request({ method: 'POST', url: '/api/invoiceLines', payload: { invoice: 'x', description: 'Trampa', quantity: 1, price: 1, amount: 1000 } });
      expect(response.statusCode).toBe(400);
      expect(response.data.field ?? response.data.details?.[0]?.field).toBe('amount');
    });

    it('a bulk set of the lines computes each line and every invoice they belong to', async () => {
      const invoice = await createInvoice({ customer: 'Marta', discount: 0, lines: [{ description: 'A', quantity: 2, price: 10 }, { description: 'B', quantity: 5, price: 1 }] });
      const started = await request().request({ method: 'POST', url: '/api/invoiceLines/bulk', payload: { action: 'set', set: { quantity: 3 }, where: {} } });
      expect(started.statusCode, started.body).toBe(202);
      for (;;) {
        const job = (await request().request({ method: 'GET', url: `/api/jobs/${started.data._id}` })).data;
        if (job.state === 'running') {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        expect(job.state).toBe('done');
        break;
      }
      expect(await totals(invoice._id)).toEqual({ subtotal: 33, total: 33, lineCount: 2 });
    });

    it('an import of invoices with their lines computes the amounts and the totals, and again when a file changes a line', async () => {
      const file = (rows: string[]) => Buffer.from(`${['Cliente,Descuento (%),Línea: Concepto,Línea: Cantidad,Línea: Precio', ...rows].join('\r\n')}\r\n`, 'utf8');
      const upload = (rows: string[]) => request().request({ method: 'POST', url: '/api/invoices/import', payload: file(rows), headers: { 'content-type': 'text/csv' } });
      const first = await upload(['Ana,10,Vacuna,2,20', 'Ana,10,Consulta,1,30']);
      expect(first.statusCode, first.body).toBe(200);
      const [invoice] = (await request().request({ method: 'GET', url: '/api/invoices' })).data.data;
      expect(await totals(invoice._id)).toEqual({ subtotal: 70, total: 63, lineCount: 2 });
      const second = await upload(['Ana,10,Vacuna,3,20', 'Ana,10,Consulta,1,30']);
      expect(second.statusCode, second.body).toBe(200);
      expect(await totals(invoice._id)).toEqual({ subtotal: 90, total: 81, lineCount: 2 });
    });

    it('lines added concurrently to one invoice all count in its total', async () => {
      const invoice = await createInvoice({ customer: 'Concurrente', discount: 0 });
      const prices = Array.from({ length: 12 }, (_, i) => i + 1);
      await Promise.all(prices.map((price) => addLine(invoice._id, 1, price)));
      expect(await totals(invoice._id)).toEqual({ subtotal: 78, total: 78, lineCount: 12 });
    });

    it('deleting an invoice deletes its lines with it', async () => {
      const invoice = await createInvoice({ customer: 'Borrada', discount: 0, lines: [{ description: 'A', quantity: 1, price: 1 }] });
      const deleted = await request().request({ method: 'DELETE', url: `/api/invoices/${invoice._id}`, headers: ifMatch(invoice) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await request().request({ method: 'GET', url: `/api/invoiceLines?invoice=${invoice._id}` })).data.data).toEqual([]);
    });

    it('the stored totals sort the list like any column', async () => {
      for (const [customer, price] of [['B', 5], ['A', 50], ['C', 1]] as const) await createInvoice({ customer, discount: 0, lines: [{ description: 'x', quantity: 1, price }] });
      const listed = await request().request({ method: 'GET', url: '/api/invoices?sortField=total&sortOrder=desc&pageIndex=1&pageSize=10' });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.data.data.map((row: { customer: string }) => row.customer)).toEqual(['A', 'B', 'C']);
    });

    it('the demo seed computes every line and every invoice once the tables are filled', async () => {
      await seedDemoData(request().database, model.entities, { now: new Date('2026-03-01T00:00:00Z') });
      const { db } = request().database;
      const lines = await db.selectFrom('invoice_lines').select(['invoice', 'quantity', 'price', 'amount']).execute();
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) expect(line.amount).toBe(Number(line.quantity) * Number(line.price));
      for (const invoice of await db.selectFrom('invoices').selectAll().execute()) {
        const own = lines.filter((line) => line.invoice === invoice._id);
        const subtotal = own.reduce((sum, line) => sum + Number(line.amount), 0);
        expect({ subtotal: invoice.subtotal, lineCount: Number(invoice.lineCount) }).toEqual({ subtotal, lineCount: own.length });
        expect(invoice.total).toBeCloseTo(subtotal * (1 - Number(invoice.discount) / 100), 9);
      }
    });

    it("a line's amount is the database's: SQL written by hand moves it and cannot set it", async () => {
      const invoice = await createInvoice({ customer: 'A mano', discount: 0, lines: [{ description: 'A', quantity: 2, price: 3 }] });
      const { db } = request().database;
      await db.updateTable('invoice_lines').set({ quantity: 5, price: 0.1 }).where('invoice', '=', invoice._id).execute();
      expect((await db.selectFrom('invoice_lines').select('amount').where('invoice', '=', invoice._id).executeTakeFirstOrThrow()).amount).toBe(0.5);
      await expect(db.updateTable('invoice_lines').set({ amount: 1 }).where('invoice', '=', invoice._id).execute()).rejects.toThrow(/generated|DEFAULT/);
    });

    it('refreshComputedFields over a whole table fixes rows written behind the store (a backfill)', async () => {
      const invoice = await createInvoice({ customer: 'Atrasada', discount: 0, lines: [{ description: 'A', quantity: 2, price: 3 }] });
      const { db } = request().database;
      await db.updateTable('invoices').set({ subtotal: 999, total: null }).where('_id', '=', invoice._id).execute();
      const changed = await createStore(request().database, createEntityRegistry(model.entities)).transaction((tx) => tx.refreshComputedFields(getFixtureEntity(model, 'invoice')));
      expect(changed).toBe(1);
      expect(await totals(invoice._id)).toEqual({ subtotal: 6, total: 6, lineCount: 1 });
    });
  },
  { entities: model.entities, app: model.app },
);
