// The numberRange filter (`total[from]=…&total[to]=…`, both inclusive) on the clinic's computed columns, on both stores:
// the list, its export and a bulk `where` (as the web sends it) select the same rows; bad bounds are 400s naming them.
import { CompiledQuery, sql } from 'kysely';
import { filterRegistry } from '../../../runtime/server/filters/index.js';
import { getClinicModel } from '../../fixtures/clinic/clinicModel.js';
import { describeEachStore } from '../testStores.js';

const clinic = getClinicModel();
const invoiceEntity = clinic.entities.find((entity) => entity.entity === 'invoice')!;

describeEachStore(
  'numberRange filter',
  (store) => {
    // customer → its lines' prices (quantity 1, no discount): totals 0, 10, 10.5, 100, 1234.56; line counts 0, 1, 1, 2, 3.
    const invoices: [string, number[]][] = [
      ['Cero', []],
      ['Diez', [10]],
      ['Diez y medio', [10.5]],
      ['Cien', [60, 40]],
      ['Mil', [1000, 200, 34.56]],
    ];
    beforeEach(async () => {
      for (const [customer, prices] of invoices) {
        const lines = prices.map((price) => ({ description: 'Consulta', quantity: 1, price }));
        const created = await store().request({ method: 'POST', url: '/api/invoices', payload: { customer, discount: 0, lines } });
        expect(created.statusCode, created.body).toBe(201);
      }
    });
    const customers = async (query: string) => {
      const response = await store().request({ method: 'GET', url: `/api/invoices?pageSize=50&sortField=total&sortOrder=asc&${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      expect(response.data.itemsCount, query).toBe(response.data.data.length);
      return response.data.data.map((row: { customer: string }) => row.customer);
    };

    it.each([
      ['total[from]=10', ['Diez', 'Diez y medio', 'Cien', 'Mil']],
      ['total[to]=10', ['Cero', 'Diez']],
      ['total[from]=10&total[to]=100', ['Diez', 'Diez y medio', 'Cien']],
      ['total[from]=10.5&total[to]=10.5', ['Diez y medio']],
      ['total[from]=10.01&total[to]=99.99', ['Diez y medio']],
      ['total[from]=1234.56', ['Mil']],
      ['total[from]=-5', ['Cero', 'Diez', 'Diez y medio', 'Cien', 'Mil']],
      ['total[from]=2000', []],
      ['total[from]=&total[to]=', ['Cero', 'Diez', 'Diez y medio', 'Cien', 'Mil']],
      ['total[from]=1e3', ['Mil']],
      // An integer column takes fractional bounds inward (at least 1.5 lines: 2) and bounds past any bigint.
      ['lineCount[from]=1.5', ['Cien', 'Mil']],
      ['lineCount[to]=1.5', ['Cero', 'Diez', 'Diez y medio']],
      ['lineCount[from]=-1e30&lineCount[to]=1e30', ['Cero', 'Diez', 'Diez y medio', 'Cien', 'Mil']],
      ['lineCount[from]=1&total[to]=50', ['Diez', 'Diez y medio']],
    ])('%s', async (query, expected) => {
      expect(await customers(query)).toEqual(expected);
    });

    it.each([
      ['total[from]=abc', 'total[from]', /número/],
      ['total[to]=1,5', 'total[to]', /número/],
      ['total[from]=Infinity', 'total[from]', /número/],
      ['total[from]=20&total[to]=10', 'total', /no puede ser mayor/],
      ['total=5', 'total', /total\[from\] y\/o total\[to\]/],
      ['total[upTo]=5', 'total[upTo]', /total\[from\] y\/o total\[to\]/],
    ])('%s is a 400 naming %s', async (query, field, message) => {
      const response = await store().request({ method: 'GET', url: `/api/invoices?${query}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.data.field).toBe(field);
      expect(response.data.error).toMatch(message);
    });

    it('reads the computed column by its index, not by a scan of the table', async () => {
      const db = store().database.db;
      const rows = Array.from({ length: 3000 }, (_, i) => ({ _id: `inv-${i}`, customer: `Cliente ${i}`, discount: 0, subtotal: i, total: i, lineCount: 0 }));
      for (let i = 0; i < rows.length; i += 500) await db.insertInto('invoices').values(rows.slice(i, i + 500)).execute();
      if (store().dialect === 'postgres') await sql`analyze`.execute(db);
      const field = invoiceEntity.fields.find((candidate) => candidate.name === 'total')!;
      const input = { name: 'total', field, filter: { kind: 'numberRange' as const }, column: sql.ref('t.total'), toStored: (value: unknown) => value, folded: null, links: null };
      const condition = filterRegistry.numberRange(input as Parameters<typeof filterRegistry.numberRange>[0], { from: 100, to: 120 })!;
      const query = db.selectFrom('invoices as t').select((eb) => eb.fn.countAll<number>().as('count')).where(condition).compile();
      const prefix = store().dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
      const plan = (await db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]))).rows
        .map((row) => String((row as Record<string, unknown>).detail ?? (row as Record<string, unknown>)['QUERY PLAN']))
        .join('\n');
      expect(plan).toMatch(/USING (COVERING )?INDEX|Index/);
      expect(plan).not.toMatch(/SCAN t$|SCAN t\b(?! USING)|Seq Scan on invoices\b/m);
      const counted = await db.executeQuery<{ count: number | string }>(query);
      // 100…120 of the 3000, and the invoice «Cien».
      expect(Number(counted.rows[0]!.count)).toBe(22);
    });

    it('a computed line amount filters its lines too', async () => {
      const response = await store().request({ method: 'GET', url: '/api/invoiceLines?pageSize=50&sortField=amount&sortOrder=asc&amount[from]=34.56&amount[to]=60' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data.data.map((line: { amount: number }) => line.amount)).toEqual([34.56, 40, 60]);
    });

    it('the export writes the rows the filter selects', async () => {
      const response = await store().request({ method: 'GET', url: '/api/invoices?format=csv&sortField=total&sortOrder=asc&total[from]=10&total[to]=100' });
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.body.trim().split(/\r?\n/);
      expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['Diez', 'Diez y medio', 'Cien']);
    });

    it("a bulk where selects the list's rows, with bounds as text (getBulkWhere nests the grid's `amount[from]`) or numbers", async () => {
      const lines = (await store().request({ method: 'GET', url: '/api/invoiceLines?pageSize=50' })).data.data as { amount: number }[];
      const inRange = lines.filter((line) => line.amount >= 34.56 && line.amount <= 60).length;
      for (const where of [{ amount: { from: '34.56', to: '60' } }, { amount: { from: 34.56, to: 60 } }]) {
        const preview = await store().request({ method: 'POST', url: '/api/invoiceLines/bulk', payload: { action: 'set', set: { quantity: 2 }, where, dryRun: true } });
        expect(preview.statusCode, preview.body).toBe(200);
        expect(preview.data.total, JSON.stringify(where)).toBe(inRange);
      }
      const inverted = await store().request({ method: 'POST', url: '/api/invoiceLines/bulk', payload: { action: 'set', set: { quantity: 2 }, where: { amount: { from: 60, to: 1 } }, dryRun: true } });
      expect(inverted.statusCode, inverted.body).toBe(400);
    });
  },
  { entities: clinic.entities, app: clinic.app },
);
