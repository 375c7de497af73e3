// Import resolves a reference whose `display` is a label template ("{pet} – {startsAt:shortDateTime}") by the label the
// grid and the export show, on both stores: the clinic's invoices, made importable here, name their appointment so.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppSchemaInput, EntitySchemaInput } from '../../../generator/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { createClinicApi } from '../fixtures/vetClinicModel.js';
import { describeEachStore } from '../testStores.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/vetclinic/schemas');
const readSchema = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as EntitySchemaInput;
const schemas = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json') && file !== 'app.json')
  .map(readSchema);
// The invoice, importable by a unique note, its appointment named by its template label.
const invoice = schemas.find((schema) => schema.entity === 'invoice')!;
Object.assign(invoice.fields, { note: { type: 'string', title: 'Nota', minLength: 1, maxLength: 40, unique: true } });
Object.assign(invoice.endpoints!, { update: { kind: 'update', method: 'PUT', path: '/invoices/{_id}' } });
invoice.grids!.invoices!.columns.unshift({ field: 'note' });
invoice.grids!.invoices!.import = { key: 'note', columns: ['note', 'appointment', 'amount'] };
const model = buildFixtureModel(schemas, readSchema('app.json') as unknown as AppSchemaInput);

const csv = (lines: readonly string[]) => Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');

describeEachStore(
  'import: a reference by its label template',
  (store) => {
    const api = createClinicApi(store);
    const post = (lines: readonly string[] | string, query = 'dryRun=false') =>
      store().request({ method: 'POST', url: `/api/invoices/import?${query}`, payload: typeof lines === 'string' ? Buffer.from(lines, 'utf8') : csv(lines), headers: { 'content-type': 'text/csv' } });
    const invoices = () => store().database.db.selectFrom('invoices').selectAll().orderBy('note').execute();
    // The label the API gives an invoice's appointment: what the grid shows and the export writes.
    const labelOf = async (appointment: string) => {
      const made = await api.invoice(appointment, 1);
      const label = String((await store().request({ method: 'GET', url: `/api/invoices/${made._id}` })).data.$labels.appointment);
      await store().database.db.deleteFrom('invoices').where('_id', '=', made._id).execute();
      return label;
    };
    let ids: Record<string, string>;

    beforeEach(async () => {
      const owner = await api.owner('Marta Gil');
      const perla = await api.pet('Perla', owner._id);
      const toby = await api.pet('Toby', owner._id);
      const ana = await api.vet('Ana Ruiz');
      const luis = await api.vet('Luis Paz');
      const a1 = await api.appointment(perla._id, ana._id, '2026-12-01T10:30:00Z');
      const a2 = await api.appointment(toby._id, ana._id, '2026-12-01T11:30:00Z');
      // The same pet at the same time with another vet: the same label as a1.
      const a3 = await api.appointment(perla._id, luis._id, '2026-12-01T10:30:00Z');
      ids = { a1: a1._id, a2: a2._id, a3: a3._id };
    });

    it('a cell equal to the label the grid shows names that row; an unknown label and an ambiguous one are line errors in Spanish', async () => {
      const toby = await labelOf(ids.a2!);
      const perla = await labelOf(ids.a1!);
      expect(toby).toMatch(/^Toby – \d{2}\/12 \d{2}:30$/);
      expect(await labelOf(ids.a3!)).toBe(perla);

      const dry = await post(['Nota;Cita;Importe', `N-1;${toby};45,5`, `N-2;${perla};10`, 'N-3;Nadie – 01/01 00:00;10'], 'dryRun=true');
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.data.errors).toEqual([
        expect.objectContaining({ line: 3, field: 'appointment', error: `Hay 2 citas «${perla}»: use su _id.` }),
        expect.objectContaining({ line: 4, field: 'appointment', error: 'No hay cita «Nadie – 01/01 00:00».' }),
      ]);

      const applied = await post(['Nota;Cita;Importe', `N-1;${toby};45,5`, `N-2;${ids.a1};10`]);
      expect(applied.data, applied.body).toMatchObject({ applied: true, created: 2, errorCount: 0 });
      expect((await invoices()).map((row) => [row.note, row.appointment, Number(row.amount)])).toEqual([
        ['N-1', ids.a2, 45.5],
        ['N-2', ids.a1, 10],
      ]);
    });

    it('an export re-imported changes nothing, an ambiguous label included (the row already holds one of them)', async () => {
      expect((await post(['Nota;Cita;Importe', `N-1;${ids.a2};45,5`, `N-2;${ids.a1};10`, `N-3;${ids.a3};12`])).data).toMatchObject({ created: 3, errorCount: 0 });
      const before = await invoices();
      const exported = await store().request({ method: 'GET', url: '/api/invoices?format=csv&columns=note,appointment,amount' });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.body).toContain('Toby – ');
      const again = await post(exported.body);
      expect(again.data, again.body).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 3, errorCount: 0 });
      expect((await invoices()).map((row) => [row.appointment, row._version])).toEqual(before.map((row) => [row.appointment, row._version]));
    });
  },
  { entities: model.entities, app: model.app },
);
