// A grid's export (`format=csv|xlsx` on its list endpoint) on both stores: the list's rows (every filter kind, sort,
// tab, across chunks), values as the grid shows them, formulas neutralized, hidden fields left out, the export grant,
// the XLSX row limit and the audit entry; path-scoped and through lists; files read back with csv-parse and exceljs.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeRoles } from '../../../generator/normalize/normalize.js';
import { createAdminAccount } from '../../../runtime/server/auth/createAdminAccount.js';
import { sendListExport } from '../../../runtime/server/export/index.js';
import { getEngine } from '../../../runtime/server/storage/getEngine.js';
import { isScanRead, SYSTEM_TABLES, writeRow } from '../../../runtime/server/storage/index.js';
import { readExportAuditChanges, type AppDefinition, type EntityDefinition } from '../../../runtime/shared/index.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { createLearningApi } from '../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../fixtures/learningEntities.js';
import { describeEachStore, injectAs, signIn, type TestRequestOptions, type TestResponse, type TestStore } from '../testStores.js';

const model = loadFixtureModel(path.resolve(import.meta.dirname, '../../fixtures/schemas'));
const invoice = model.entities.find((entity) => entity.entity === 'invoice') as EntityDefinition;
const app: AppDefinition = {
  ...model.app,
  roles: normalizeRoles(
    {
      title: 'T',
      roles: {
        admin: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] },
        clerk: { label: 'Empleado', grants: [{ entity: 'invoice', actions: ['list', 'export'], hidden: ['total'] }, { entity: 'seller', actions: ['list'] }] },
        viewer: { label: 'Consulta', grants: [{ entity: 'invoice', actions: ['list'] }] },
        auditor: { label: 'Auditoría', grants: [{ entity: 'auditEntry', actions: ['list'] }, { entity: 'invoice', actions: ['list', 'view'], hidden: ['total'] }] },
      },
    },
    model.entities,
  ),
  adminUsers: { firstRole: 'admin', fields: [] },
};
const PASSWORD = 'clave-de-pruebas-exportar-1';
const LIMIT = 5;

/** The CSV's records (BOM and `;` checked on the way), header first. */
function readCsv(response: TestResponse): string[][] {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(response.rawPayload, { bom: true, delimiter: ';', relax_column_count: false });
}

/** The first sheet's rows as exceljs reads them (cell values typed), header first. */
async function readXlsx(response: TestResponse): Promise<{ rows: unknown[][]; sheet: ExcelJS.Worksheet }> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, sheet };
}

/** The _id column (the last one) of an export's data rows. */
const idsOf = (records: readonly (readonly unknown[])[]) => records.slice(1).map((record) => record.at(-1));

/** Every _id of the list as the grid pages it (100 a page), in its order. */
async function listIds(store: TestStore, query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await store.request({ method: 'GET', url: `/api/invoices?${query}&pageSize=100&pageIndex=${pageIndex}` });
    expect(page.statusCode, page.body).toBe(200);
    ids.push(...page.data.data.map((row: { _id: string }) => row._id));
    if (ids.length >= page.data.itemsCount || page.data.data.length === 0) return ids;
  }
}

let counter = 0;
async function insertInvoices(store: TestStore, records: readonly Record<string, unknown>[]): Promise<string[]> {
  const rows = records.map((record) => writeRow(store.dialect, invoice, { _id: `e${String(++counter).padStart(23, '0')}`, state: 'Pendiente', total: 1, ...record }));
  for (let start = 0; start < rows.length; start += 200) await store.database.db.insertInto(invoice.table).values(rows.slice(start, start + 200)).execute();
  return rows.map((row) => String(row._id));
}

/** A local wall-clock time as the export writes it (the server's time zone). */
const wallClock = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

describeEachStore(
  'list export',
  (store) => {
    let as: (who: string, options: TestRequestOptions) => Promise<TestResponse>;
    beforeAll(async () => {
      const sessions = new Map<string, Awaited<ReturnType<typeof signIn>>>();
      for (const [email, roles] of [['clerk@example.com', ['clerk']], ['viewer@example.com', ['viewer']], ['auditor@example.com', ['auditor']]] as const) {
        await createAdminAccount(store().database, { email, password: PASSWORD, roles });
        sessions.set(email, await signIn(store().server, '/api', { email, password: PASSWORD }));
      }
      as = (who, options) => injectAs(store().server, sessions.get(who) ?? null, options);
    });

    /** Two sellers and four invoices covering every cell kind of the grid. */
    async function seed() {
      const ana = (await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: 'Ana Núñez' } })).data._id as string;
      const formula = (await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: '=HYPERLINK("http://x")' } })).data._id as string;
      const ids = await insertInvoices(store(), [
        { voucherNumber: 'A-1', total: 1234.5, state: 'Pendiente', channel: 1, electronic: true, seller: ana, createdAt: '2026-03-01T10:20:30.000Z' },
        { voucherNumber: 'B-2', total: 7, state: 'Facturada', channel: 0, electronic: false, seller: formula, createdAt: '2026-03-02T00:00:00.000Z' },
        { voucherNumber: '=1+2', total: 0.1, state: 'Finalizada', channel: null, electronic: null, seller: null, createdAt: '2026-03-03T12:00:00.000Z' },
        { voucherNumber: 'C-3', total: 3, state: 'Anulada', createdAt: '2026-03-04T12:00:00.000Z' },
      ]);
      return { ana, formula, ids };
    }

    it('CSV: UTF-8 with BOM and `;`, the grid columns titled in order plus _id, values as the grid shows them, as an attachment', async () => {
      const { ids } = await seed();
      const response = await store().request({ method: 'GET', url: '/api/invoices?format=csv&sortField=voucherNumber' });
      expect(response.headers['content-disposition']).toBe('attachment; filename="invoices.csv"');
      const records = readCsv(response);
      expect(records[0]).toEqual(['Comprobante', 'Total', 'Estado', 'Canal', 'Electrónica', 'Vendedor', 'Fecha', '_id']);
      expect(records.slice(1)).toEqual([
        ["'=1+2", '0,10', 'Finalizada', '', '', '', wallClock('2026-03-03T12:00:00.000Z'), ids[2]],
        ['A-1', '1234,50', 'Pendiente', 'Tienda', 'Sí', 'Ana Núñez', wallClock('2026-03-01T10:20:30.000Z'), ids[0]],
        ['B-2', '7,00', 'Facturada', 'Web', 'No', `'=HYPERLINK("http://x")`, wallClock('2026-03-02T00:00:00.000Z'), ids[1]],
        ['C-3', '3,00', 'Anulada', '', '', '', wallClock('2026-03-04T12:00:00.000Z'), ids[3]],
      ]);
    });

    it('XLSX: numbers and dates typed with Spanish formats, text neutralized, the header bold', async () => {
      const { ids } = await seed();
      const { rows, sheet } = await readXlsx(await store().request({ method: 'GET', url: '/api/invoices?format=xlsx&sortField=voucherNumber' }));
      expect(sheet.name).toBe('Facturas');
      expect(rows[0]).toEqual(['Comprobante', 'Total', 'Estado', 'Canal', 'Electrónica', 'Vendedor', 'Fecha', '_id']);
      expect(rows[2]?.slice(0, 6)).toEqual(['A-1', 1234.5, 'Pendiente', 'Tienda', 'Sí', 'Ana Núñez']);
      expect(rows[1]?.[0]).toBe("'=1+2");
      expect(rows[3]?.[5]).toBe(`'=HYPERLINK("http://x")`);
      const created = sheet.getRow(3).getCell(7);
      expect(created.value).toBeInstanceOf(Date);
      // The wall-clock time of the server's zone, kept as the cell's own fields.
      const local = new Date('2026-03-01T10:20:30.000Z');
      expect((created.value as Date).toISOString()).toBe(new Date(local.getTime() - local.getTimezoneOffset() * 60_000).toISOString());
      expect(created.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
      expect(sheet.getRow(3).getCell(2).numFmt).toBe('#,##0.00');
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(idsOf(rows)).toEqual([ids[2], ids[0], ids[1], ids[3]]);
    });

    it('every filter kind, tab and sort: the rows the list pages through, in its order', async () => {
      const { ana } = await seed();
      const cases: string[] = [
        '',
        'voucherNumber=b',
        'channel=1',
        'channel=2',
        'electronic=true',
        `seller=${ana}`,
        `createdAt[from]=${encodeURIComponent('2026-03-02T00:00:00.000Z')}`,
        'state=Facturada',
        'otherState=true',
        'sortField=total&sortOrder=desc',
        'sortField=voucherNumber&sortOrder=desc&electronic=false',
      ];
      for (const query of cases) {
        const expected = await listIds(store(), query);
        expect(idsOf(readCsv(await store().request({ method: 'GET', url: `/api/invoices?format=csv&${query}` }))), query).toEqual(expected);
        expect(idsOf((await readXlsx(await store().request({ method: 'GET', url: `/api/invoices?format=xlsx&${query}` }))).rows), query).toEqual(expected);
      }
    });

    it("a list longer than a chunk (the engine's chunkRows): every row once, in the list order, ties on the sort key kept by _id", async () => {
      const count = getEngine(store().dialect).chunkRows * 2 + 37;
      await insertInvoices(store(), Array.from({ length: count }, (_, index) => ({ voucherNumber: `V${index % 7}`, electronic: index % 3 === 0 })));
      for (const query of ['sortField=voucherNumber', 'sortField=voucherNumber&sortOrder=desc&electronic=true', '']) {
        const ids = idsOf(readCsv(await store().request({ method: 'GET', url: `/api/invoices?format=csv&${query}` })));
        expect(ids, query).toEqual(await listIds(store(), query));
      }
    });

    it('columns= picks and orders the grid columns; one the grid lacks is a 400 naming columns', async () => {
      await seed();
      const records = readCsv(await store().request({ method: 'GET', url: '/api/invoices?format=csv&columns=state,voucherNumber&sortField=voucherNumber' }));
      expect(records[0]).toEqual(['Estado', 'Comprobante', '_id']);
      expect(records[1]?.slice(0, 2)).toEqual(['Finalizada', "'=1+2"]);
      const refusals: [string, string, string][] = [
        ['format=csv&columns=state,delivery', 'columns', 'La columna «delivery» no está en las grillas de esta lista; las columnas son: voucherNumber, total, state, channel, electronic, seller, createdAt.'],
        ['format=pdf', 'format', 'El parámetro «format» no admite «pdf»; valores posibles: csv, xlsx.'],
        ['format=csv&grid=sellers', 'grid', 'El parámetro «grid» no admite «sellers»; valores posibles: invoices.'],
      ];
      for (const [query, field, error] of refusals) {
        const refused = await store().request({ method: 'GET', url: `/api/invoices?${query}` });
        expect(refused.statusCode, query).toBe(400);
        expect(refused.data, query).toEqual({ field, error });
      }
    });

    it('each export is an audit entry: who, grid, filters, sort, rows and its reference filters\' labels', async () => {
      const { ana } = await seed();
      const from = '2026-02-28T23:00:00.000Z';
      readCsv(await store().request({ method: 'GET', url: `/api/invoices?format=csv&state=Pendiente&seller=${ana}&createdAt[from]=${from}&sortField=total&sortOrder=desc&pageSize=5` }));
      // The entry is written once the file ended.
      await expect.poll(async () => (await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).selectAll().where('action', '=', 'export').execute()).length).toBe(1);
      const [entry] = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).selectAll().where('action', '=', 'export').execute();
      expect(entry).toMatchObject({ entity: 'invoice', recordId: '', userEmail: 'admin@example.com' });
      const written = { format: 'csv', grid: 'invoices', rows: 1, where: { state: 'Pendiente', seller: ana, createdAt: { from } }, sort: { field: 'total', order: 'desc' }, labels: { seller: 'Ana Núñez' } };
      expect(readExportAuditChanges(String(entry!.changes))).toEqual(written);
      // The history API answers it whole to whoever may see it all…
      const admin = await store().request({ method: 'GET', url: '/api/audit?action=export' });
      expect(admin.statusCode, admin.body).toBe(200);
      expect(readExportAuditChanges(admin.data.data[0].changes)).toEqual(written);
      // …and without what the reader's roles hide: the sort by a hidden field, the label of a row it may not list.
      const auditor = await as('auditor@example.com', { method: 'GET', url: '/api/audit?action=export' });
      expect(auditor.statusCode, auditor.body).toBe(200);
      expect(readExportAuditChanges(auditor.data.data[0].changes)).toEqual({ ...written, sort: null, labels: {} });
    });

    it('a role that hides a field exports neither its column nor its labels; asking for it is a 400', async () => {
      await seed();
      const records = readCsv(await as('clerk@example.com', { method: 'GET', url: '/api/invoices?format=csv' }));
      expect(records[0]).toEqual(['Comprobante', 'Estado', 'Canal', 'Electrónica', 'Vendedor', 'Fecha', '_id']);
      expect(records.flat()).not.toContain('1234,50');
      const { rows } = await readXlsx(await as('clerk@example.com', { method: 'GET', url: '/api/invoices?format=xlsx' }));
      expect(rows[0]).not.toContain('Total');
      expect((await as('clerk@example.com', { method: 'GET', url: '/api/invoices?format=csv&columns=total' })).statusCode).toBe(400);
    });

    it('without the export grant: 403 in Spanish, audited as denied; the list itself still answers', async () => {
      await seed();
      const refused = await as('viewer@example.com', { method: 'GET', url: '/api/invoices?format=xlsx' });
      expect(refused.statusCode).toBe(403);
      expect(refused.data.error).toBe('Su rol no permite «Exportar» en Facturas.');
      const denied = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).selectAll().where('action', '=', 'denied').execute();
      expect(denied.map((row) => [row.userEmail, row.entity, JSON.parse(String(row.changes))])).toEqual([
        ['viewer@example.com', 'invoice', { export: { to: 'GET /api/invoices' } }],
      ]);
      expect((await as('viewer@example.com', { method: 'GET', url: '/api/invoices' })).statusCode).toBe(200);
    });

    it('XLSX beyond its row limit is refused in Spanish pointing to CSV, before any byte; CSV takes them', async () => {
      await insertInvoices(store(), Array.from({ length: LIMIT + 1 }, (_, index) => ({ voucherNumber: `L${index}` })));
      const refused = await store().request({ method: 'GET', url: '/api/invoices?format=xlsx' });
      expect(refused.statusCode).toBe(400);
      expect(refused.data).toMatchObject({ field: 'format' });
      expect(refused.data.error).toContain('CSV');
      expect((await readXlsx(await store().request({ method: 'GET', url: '/api/invoices?format=xlsx&voucherNumber=L1' }))).rows).toHaveLength(2);
      expect(readCsv(await store().request({ method: 'GET', url: '/api/invoices?format=csv' }))).toHaveLength(LIMIT + 2);
    });
  },
  { app, entities: model.entities, xlsxMaxRows: LIMIT },
);

describe('list export fixture', () => {
  it('covers the cell kinds the export types', () => {
    expect(new Set(invoice.grids[0]!.columns.map((column) => column.cell))).toEqual(new Set(['text', 'money', 'enum', 'boolean', 'reference', 'datetime']));
  });
});

describeEachStore(
  'list export of scoped and through lists',
  (store) => {
    const api = createLearningApi(store);
    const exportedIds = async (url: string) => {
      const response = await store().request({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return idsOf(parse(response.rawPayload, { bom: true, delimiter: ';' }) as string[][]);
    };

    it('a path scope and a through list export the rows their list holds, in its order (the link order by default)', async () => {
      const math = await api.content('Matemáticas');
      await api.content('Álgebra', math._id);
      await api.content('Geometría', math._id);
      const questions = [];
      for (const text of ['¿2 + 2?', '¿Primo?', '¿3 × 3?']) questions.push(await api.question(math._id, text));
      const quiz = await api.quiz('Simulacro');
      await api.assign(quiz._id, questions[2]!._id);
      await api.assign(quiz._id, questions[0]!._id);
      for (const url of [`/api/contents/${math._id}/subitems`, `/api/questions-quiz/${quiz._id}`, `/api/questions-quiz/${quiz._id}?sortField=descripcion`]) {
        const list = await api.list(url);
        const separator = url.includes('?') ? '&' : '?';
        expect(await exportedIds(`${url}${separator}format=csv`), url).toEqual(list.data.map((row) => row._id));
      }
    });
  },
  { entities: learningEntities, app: learningApp },
);

describe('sendListExport reads', () => {
  it('reads every chunk as a scan (readAsScan), so SQLite walks the list through its small cache', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ _id: `r${index}` }));
    const reads: { after?: string; scan: boolean }[] = [];
    let sent: Readable | undefined;
    const reply = {
      header: () => reply,
      log: { error: () => {} },
      send: (stream: Readable) => ((sent = stream), reply),
    } as unknown as FastifyReply;
    await sendListExport(reply, {
      format: 'csv',
      name: 'filas',
      title: 'Filas',
      columns: [{ field: '_id', title: '_id', column: null }],
      chunkRows: 2,
      read: async ({ after }) => {
        reads.push({ after, scan: isScanRead() });
        const start = after === undefined ? 0 : rows.findIndex((row) => row._id === after) + 1;
        return { rows: rows.slice(start, start + 2), count: rows.length };
      },
      onEnd: async () => {},
    });
    const records = parse(Buffer.concat(await sent!.toArray()), { bom: true, delimiter: ';' }) as string[][];
    expect(records).toEqual([['_id'], ...rows.map((row) => [row._id])]);
    expect(reads).toEqual([
      { after: undefined, scan: true },
      { after: 'r1', scan: true },
      { after: 'r3', scan: true },
    ]);
    expect(isScanRead()).toBe(false);
  });
});
