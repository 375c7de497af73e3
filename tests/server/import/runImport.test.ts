// Imports (issue 23 point 2) on both stores: every error kind with its line, column and Spanish reason; a dry run
// writes nothing; apply is all or nothing and audited; the same file twice and an export re-imported change nothing;
// the import grant. The course site's own imports are tests/site/siteImports.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppSchemaInput, EntitySchemaInput } from '../../../generator/index.js';
import { updateAdminAccess } from '../../../runtime/server/auth/createAdminAccount.js';
import { createSessionStore } from '../../../runtime/server/auth/index.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { readImportAuditChanges } from '../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { describeEachStore, injectAs, type TestRequestOptions, type TestResponse, type TestSession } from '../testStores.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/schemas');
const readSchema = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as EntitySchemaInput;
const schemas = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json') && file !== 'app.json')
  .map(readSchema);
// The fixture's product, made importable: a unique code, a seller by its label, a kind (enum), a flag and a rule.
const product = schemas.find((schema) => schema.entity === 'product')!;
Object.assign(product.fields, {
  code: { type: 'string', title: 'Código', minLength: 1, maxLength: 50, unique: true },
  kind: { type: 'string', title: 'Tipo', oneOf: [{ const: 'curso', title: 'Curso' }, { const: 'libro', title: 'Libro' }] },
  active: { type: 'boolean', title: 'Activo', default: true },
  cost: { type: 'number', title: 'Costo', minimum: 0 },
  seller: { type: 'string', title: 'Vendedor' },
  ean: { type: 'string', title: 'EAN', maxLength: 13, unique: true },
});
product.references = { seller: { entity: 'seller', display: 'name', onDelete: 'restrict' } };
product.rules = [{ field: 'pricetag', gte: 'cost', message: 'debe ser mayor o igual que el costo' }] as never;
product.grids!.products!.columns.push({ field: 'code' }, { field: 'kind' }, { field: 'active' }, { field: 'seller' });
product.grids!.products!.import = { key: 'code', columns: ['name', 'pricetag', 'expiresOn', 'code', 'kind', 'active', 'cost', 'seller', 'ean'] };
const model = buildFixtureModel(schemas, {
  ...(readSchema('app.json') as unknown as AppSchemaInput),
  roles: {
    admin: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] },
    lister: { label: 'Consulta', grants: [{ entity: 'product', actions: ['list', 'create', 'update'] }] },
    importer: { label: 'Carga', grants: [{ entity: 'product', actions: ['list', 'import', 'update'] }] },
  },
  adminUsers: { firstRole: 'admin' },
});

const HEADER = 'Nombre;Precio;Vencimiento;Código;Tipo;Activo;Costo;Vendedor';
const GOOD = [HEADER, 'Curso A;10,50;31/12/2026;A-1;Curso;Sí;5;Vera', 'Libro B;1.234,5;;B-2;Libro;No;;Otto'];
const csv = (lines: readonly string[]) => Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');

describe('the import model', () => {
  it('normalizes the grid key: the key and the columns, each with its cell kind', () => {
    const grid = model.entities.find((entity) => entity.entity === 'product')!.grids[0]!;
    expect(grid.import?.key).toBe('code');
    expect(grid.import?.columns.map((column) => [column.field, column.cell])).toEqual([
      ['name', 'text'], ['pricetag', 'money'], ['expiresOn', 'date'], ['code', 'text'], ['kind', 'enum'], ['active', 'boolean'], ['cost', 'number'], ['seller', 'reference'], ['ean', 'text'],
    ]);
  });
});

describeEachStore(
  'import',
  (store) => {
    let as: (who: string, options: TestRequestOptions) => Promise<TestResponse>;
    const post = (lines: readonly string[] | Buffer, query = 'dryRun=true', type = 'text/csv') =>
      store().request({ method: 'POST', url: `/api/products/import?${query}`, payload: Buffer.isBuffer(lines) ? lines : csv(lines), headers: { 'content-type': type } });
    const products = () => store().database.db.selectFrom('products').selectAll().orderBy('code').execute();

    beforeAll(async () => {
      const db = store().database.db;
      const admin = await db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', store().admin.id).executeTakeFirstOrThrow();
      const sessions = new Map<string, TestSession>();
      for (const role of ['lister', 'importer']) {
        const _id = `user-${role}`;
        await db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id, email: `${role}@example.com`, passwordHash: admin.passwordHash, createdAt: admin.createdAt }).execute();
        await updateAdminAccess(store().database, _id, { roles: [role] });
        const { token, csrfToken } = await createSessionStore(store().database).create(_id);
        sessions.set(role, { cookie: token, csrfToken });
      }
      as = (who, options) => injectAs(store().server, sessions.get(who) ?? null, options);
    });

    beforeEach(async () => {
      const db = store().database.db;
      for (const name of ['Vera', 'Otto', 'Ana', 'Ana']) await db.insertInto('sellers').values({ _id: `s-${name}-${Math.random().toString(36).slice(2, 6)}`, name }).execute();
    });

    it('a dry run lists what each line would do and writes nothing', async () => {
      const response = await post(GOOD);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toMatchObject({ dryRun: true, applied: false, total: 2, created: 2, updated: 0, unchanged: 0, errorCount: 0, errors: [], truncated: false });
      expect(response.data.rows).toEqual([{ line: 2, action: 'create', key: 'A-1' }, { line: 3, action: 'create', key: 'B-2' }]);
      expect(await products()).toEqual([]);
    });

    it('applies every line, reading Spanish numbers, dates, Sí/No, enum titles and labels; the same file again changes nothing', async () => {
      const applied = await post(GOOD, 'dryRun=false&fileName=productos.csv');
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.data).toMatchObject({ applied: true, created: 2, errorCount: 0 });
      const rows = await products();
      expect(rows.map((row) => [row.code, row.name, row.pricetag, row.expiresOn, row.kind, Boolean(row.active), row.cost])).toEqual([
        ['A-1', 'Curso A', 10.5, '2026-12-31', 'curso', true, 5],
        ['B-2', 'Libro B', 1234.5, null, 'libro', false, null],
      ]);
      const audit = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).selectAll().where('entity', '=', 'product').execute();
      expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'create', 'import']);
      const own = audit.find((entry) => entry.action === 'import')!;
      expect(readImportAuditChanges(own.changes)).toEqual({ file: 'productos.csv', grid: 'products', created: 2, updated: 0, unchanged: 0, children: null });
      // The rows' entries are linked to the import's as a bulk job's are: by one job id (GET /audit/jobs/{job}).
      expect(own.job).toEqual(expect.any(String));
      expect(audit.map((entry) => entry.job)).toEqual(audit.map(() => own.job));
      const byJob = await store().request({ method: 'GET', url: `/api/audit/jobs/${own.job}` });
      expect(byJob.data.data.map((entry: { action: string }) => entry.action).sort()).toEqual(['create', 'create', 'import']);

      const again = await post(GOOD, 'dryRun=false');
      expect(again.data).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2 });
      expect((await products()).map((row) => row._version)).toEqual(rows.map((row) => row._version));

      const changed = await post([HEADER, 'Curso A;11;31/12/2026;A-1;Curso;Sí;5;Vera'], 'dryRun=false');
      expect(changed.data).toMatchObject({ applied: true, created: 0, updated: 1, unchanged: 0 });
      expect((await products())[0]!.pricetag).toBe(11);
    });

    it('an export re-imported changes nothing (CSV and XLSX), a label several rows share included', async () => {
      await post(GOOD, 'dryRun=false');
      // One of the two sellers named Ana: the export writes «Ana», which names the row's own seller among them.
      const ana = await store().database.db.selectFrom('sellers').select('_id').where('name', '=', 'Ana').executeTakeFirstOrThrow();
      await store().database.db.updateTable('products').set({ seller: ana._id }).where('code', '=', 'B-2').execute();
      for (const format of ['csv', 'xlsx'] as const) {
        const exported = await store().server.inject({ method: 'GET', url: `/api/products?format=${format}`, headers: { cookie: `admin_session=${store().session.cookie}` } });
        expect(exported.statusCode).toBe(200);
        const type = format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        const response = await post(exported.rawPayload, 'dryRun=false', type);
        expect(response.data, format).toMatchObject({ errorCount: 0, created: 0, updated: 0, unchanged: 2 });
      }
    });

    const ERRORS: [string, readonly string[], { line: number; column: string | null; field: string | null; error: RegExp }][] = [
      ['an unknown header', ['Nombre;Precio;Color;Código', 'X;1;rojo;C-1'], { line: 1, column: 'Color', field: null, error: /La columna «Color» no se puede importar/ }],
      ['no key column', ['Nombre;Precio', 'X;1'], { line: 1, column: null, field: null, error: /Falta la columna «Código»/ }],
      ['a missing required value', [HEADER, ';10;;C-1;;;;'], { line: 2, column: 'Nombre', field: 'name', error: /Nombre/ }],
      ['a wrong type', [HEADER, 'X;diez;;C-1;;;;'], { line: 2, column: 'Precio', field: 'pricetag', error: /«diez» no es un número/ }],
      ['a wrong date', [HEADER, 'X;1;31/02/2026;C-1;;;;'], { line: 2, column: 'Vencimiento', field: 'expiresOn', error: /no es una fecha/ }],
      ['an unknown enum value', [HEADER, 'X;1;;C-1;Revista;;;'], { line: 2, column: 'Tipo', field: 'kind', error: /«Revista» no es un valor posible; valores posibles: Curso, Libro/ }],
      ['an unknown reference label', [HEADER, 'X;1;;C-1;;;;Pedro'], { line: 2, column: 'Vendedor', field: 'seller', error: /No hay vendedor «Pedro»/ }],
      ['an ambiguous reference label', [HEADER, 'X;1;;C-1;;;;Ana'], { line: 2, column: 'Vendedor', field: 'seller', error: /Hay 2 vendedores «Ana»: use su _id/ }],
      ['a broken rule', [HEADER, 'X;1;;C-1;;;5;'], { line: 2, column: 'Precio', field: 'pricetag', error: /debe ser mayor o igual que el costo/ }],
      ['a key repeated in the file', [HEADER, 'X;1;;C-1;;;;', 'Y;2;;C-1;;;;'], { line: 3, column: 'Código', field: 'code', error: /«Código» «C-1» ya aparece en la línea 2/ }],
      ['an empty key', [HEADER, 'X;1;;;;;;'], { line: 2, column: 'Código', field: 'code', error: /«Código» está vacío/ }],
      ['an unknown _id', ['_id;Nombre;Precio;Código', 'nope;X;1;C-1'], { line: 2, column: '_id', field: '_id', error: /No hay producto con _id «nope»/ }],
    ];
    it.each(ERRORS)('reports %s with its line, column and reason; apply writes nothing', async (_name, lines, want) => {
      const response = await post(lines, 'dryRun=false');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data.applied).toBe(false);
      expect(response.data.errors).toContainEqual({ ...want, error: expect.stringMatching(want.error) });
      expect(await products()).toEqual([]);
    });

    it('unique conflicts: a value another row holds, a value two lines give, an _id and a key naming two rows', async () => {
      await post(['Nombre;Precio;Código;EAN', 'X;1;C-1;E-1', 'Y;2;C-2;E-2'], 'dryRun=false');
      const [x] = await products();
      const cases: [readonly string[], { line: number; column: string; error: string }][] = [
        [['Nombre;Precio;Código;EAN', 'Z;3;C-3;E-1'], { line: 2, column: 'EAN', error: 'Ya existe un registro con «EAN» «E-1».' }],
        [['Nombre;Precio;Código;EAN', 'Z;3;C-3;E-9', 'W;4;C-4;E-9'], { line: 3, column: 'EAN', error: '«EAN» «E-9» ya aparece en la línea 2.' }],
        [['_id;Nombre;Precio;Código', `${x!._id};X;1;C-2`], { line: 2, column: 'Código', error: 'El _id y «Código» nombran filas distintas.' }],
      ];
      for (const [lines, want] of cases) expect((await post(lines)).data.errors).toEqual([expect.objectContaining(want)]);
      // A row keeps its own value.
      expect((await post(['Nombre;Precio;Código;EAN', 'X;1;C-1;E-1'])).data).toMatchObject({ errorCount: 0, unchanged: 1 });
    });

    // (UTF-8 cannot carry a lone surrogate: a CSV's decoder makes it U+FFFD.)
    it('a cell with a NUL is its line’s error, as the API refuses it, and nothing is written', async () => {
      const response = await post(['Nombre;Precio;Código', 'Curso\u0000A;1;A-1', 'Libro;2;B\u0000'], 'dryRun=false');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toMatchObject({ applied: false, errorCount: 2 });
      expect(response.data.errors).toEqual([
        expect.objectContaining({ line: 2, column: 'Nombre', field: 'name', error: 'El valor de «Nombre» contiene caracteres no válidos (un carácter nulo o un sustituto UTF-16 suelto).' }),
        expect.objectContaining({ line: 3, column: 'Código', field: 'code' }),
      ]);
      expect(await products()).toEqual([]);
    });

    it('rolls back: an error on the last line leaves every other line unwritten', async () => {
      const lines = [HEADER, ...Array.from({ length: 50 }, (_, i) => `P${i};${i + 1};;K-${i};;;;`), 'Última;gratis;;K-last;;;;'];
      const response = await post(lines, 'dryRun=false');
      expect(response.data).toMatchObject({ applied: false, created: 50, errorCount: 1, errors: [{ line: 52, column: 'Precio' }] });
      expect(await products()).toEqual([]);
    });

    it('reads an XLSX file (typed cells) like its CSV', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Productos');
      sheet.addRow(HEADER.split(';'));
      sheet.addRow(['Curso A', 10.5, new Date(Date.UTC(2026, 11, 31)), 'A-1', 'Curso', 'Sí', 5, 'Vera']);
      const file = Buffer.from(await workbook.xlsx.writeBuffer());
      const response = await post(file, 'dryRun=false', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.data, response.body).toMatchObject({ applied: true, created: 1, errorCount: 0 });
      expect((await products())[0]).toMatchObject({ code: 'A-1', pricetag: 10.5, expiresOn: '2026-12-31', kind: 'curso' });
    });

    it('refuses another type (415) and a comma CSV is read as well', async () => {
      expect((await post(GOOD, 'dryRun=true', 'text/plain')).statusCode).toBe(415);
      const comma = await post(['Nombre,Precio,Código', '"Curso, A",10.5,A-1']);
      expect(comma.data).toMatchObject({ errorCount: 0, created: 1 });
    });

    it('needs the import grant (403) and create for new rows', async () => {
      const denied = await as('lister', { method: 'POST', url: '/api/products/import?dryRun=true', payload: csv(GOOD), headers: { 'content-type': 'text/csv' } });
      expect(denied.statusCode).toBe(403);
      expect(denied.data.error).toMatch(/Importar/);
      const noCreate = await as('importer', { method: 'POST', url: '/api/products/import?dryRun=true', payload: csv(GOOD), headers: { 'content-type': 'text/csv' } });
      expect(noCreate.statusCode).toBe(200);
      expect(noCreate.data.errors[0]).toMatchObject({ line: 2, error: 'Su rol no permite crear productos.' });
    });
  },
  { entities: model.entities, app: model.app },
);
