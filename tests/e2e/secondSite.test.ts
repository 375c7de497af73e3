// A second site, unrelated to the course seller: a library (tests/fixtures/library/schemas) built with
// `admin-gen build --schemas … --out …`, its web bundle built from that folder, served on SQLite and on PostgreSQL
// with uploads in an S3-compatible bucket, and used in Chromium. It needs no code outside its schemas.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StoreDialect } from '../../runtime/server/index.js';
import { startS3rver, type TestBucket } from '../support/startS3rver.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../server/testStores.js';
import { api, collectAlerts, deleteRow, editingRow, expectTotal, openAdminContext, rowWith, type ApiList } from './support/adminPage.js';
import { hasChromium, launchBrowser } from './support/launchBrowser.js';
import { startApp, type RunningApp } from './support/startApp.js';

type Row = Record<string, unknown> & { _id: string };

const root = resolve(import.meta.dirname, '../..');
const schemas = 'tests/fixtures/library/schemas';
// A 1×1 PNG, so the upload service sniffs a real image.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Runs a command from the project root; rejects with its output when it fails. */
function run(command: string, args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

const cli = (...args: string[]) => run(process.execPath, [join(root, 'bin/admin-gen.js'), ...args]);

describe.skipIf(!hasChromium)('a second site (a library) built from its own schemas, in Chromium', () => {
  // Inside the project (dist/ is ignored), so the generated modules resolve runtime/ and node_modules as generated/ does.
  let siteDir = '';
  let generated = '';
  let web = '';
  let bucket: TestBucket;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(join(root, 'dist'), { recursive: true });
    siteDir = mkdtempSync(join(root, 'dist/library-'));
    generated = relative(root, join(siteDir, 'generated'));
    web = join(siteDir, 'web');
    expect(await cli('build', '--schemas', schemas, '--out', generated)).toMatch(/^admin-gen: built 10 entities, 16 files in \d+ ms/);
    expect(await cli('build', '--check', '--schemas', schemas, '--out', generated)).toMatch(/^admin-gen: generated files are up to date \(16 files/);
    bucket = await startS3rver();
    browser = await launchBrowser();
  });
  beforeAll(async () => {
    // The runtime's web bundle over the library's model.
    await run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'runtime/web/vite.config.ts', '--outDir', web, '--logLevel', 'warn'], {
      ADMIN_GEN_GENERATED: generated,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await bucket?.close();
    if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  });

  for (const dialect of ['sqlite', 'postgres'] as const satisfies readonly StoreDialect[]) {
    if (!getTestDialects().includes(dialect)) {
      reportMissingPostgres('a second site in Chromium');
      continue;
    }
    describe(`[${dialect}]`, () => {
      let app: RunningApp;
      let store: TestDatabase | undefined;
      let context: BrowserContext;
      let page: Page;
      let alerts: string[];
      const ids: Record<string, string> = {};

      const list = (path: string) => api<ApiList<Row>>(app, 'GET', path);
      const create = async (key: string, path: string, body: Record<string, unknown>): Promise<string> => {
        ids[key] = (await api<Row>(app, 'POST', path, body))._id;
        return ids[key];
      };

      beforeAll(async () => {
        const env: Record<string, string> = { ...bucket.env };
        if (dialect === 'postgres') {
          store = await createTestDatabase('postgres');
          Object.assign(env, { DATABASE_URL: store.url!, UPLOAD_SECRET: 'una-clave-de-subidas-de-32-caracteres-o-mas' });
        }
        app = await startApp(env, ['--generated', generated, '--web', web]);
        await create('rulfo', '/authors', { name: 'Juan Rulfo', country: 'México' });
        await create('mistral', '/authors', { name: 'Gabriela Mistral', country: 'Chile' });
        await create('novela', '/genres', { name: 'Novela' });
        await create('cuento', '/genres', { name: 'Cuento' });
        await create('poesia', '/genres', { name: 'Poesía' });
        await create('literatura', '/topics', { name: 'Literatura' });
        await create('hispano', `/topics/${ids.literatura}/children`, { name: 'Hispanoamericana' });
        for (const name of ['Estante A', 'Estante B', 'Estante C']) await create(name, '/shelves', { name });
        const book = { genres: [], format: 'bolsillo', pages: 120 };
        await create('paramo', '/books', { ...book, title: 'Pedro Páramo', isbn: '978-84-376-0494-7', author: ids.rulfo, genres: [ids.novela], topic: ids.hispano, publishedOn: '1955-03-19', price: 12 });
        await create('llano', '/books', { ...book, title: 'El llano en llamas', isbn: '978-84-376-0495-4', author: ids.rulfo, genres: [ids.cuento], publishedOn: '1953-09-01', price: 10 });
        await create('desolacion', '/books', { ...book, title: 'Desolación', isbn: '978-84-376-0496-1', author: ids.mistral, genres: [ids.poesia, ids.novela], publishedOn: '1922-06-01', price: 8 });
        await create('ana', '/members', { name: 'Ana Torres', card: 'C-0001', email: 'ana@example.com', joinedOn: '2024-02-01' });
        await create('loan', '/loans', { book: ids.paramo, member: ids.ana, loanedAt: '2026-01-10', dueAt: '2026-01-24' });
      });
      afterAll(async () => {
        await app?.stop();
        await store?.dispose();
      });
      beforeEach(async () => {
        context = await openAdminContext(browser, app, { viewport: { width: 1440, height: 900 }, locale: 'es-EC', timezoneId: 'America/Guayaquil' });
        page = await context.newPage();
        alerts = collectAlerts(page);
      });
      afterEach(async () => {
        await context.close();
        expect(alerts).toEqual([]);
      });

      it("shows the library's menu, and labels in cells linked to the referenced record's page", async () => {
        await page.goto(`${app.url}/books`);
        for (const label of ['Libros', 'Autores', 'Géneros', 'Temas', 'Socios', 'Préstamos', 'Estantes', 'Compras']) {
          await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).first().waitFor();
        }
        await expectTotal(page, 3);
        const row = rowWith(page, 'Pedro Páramo');
        await row.getByText('Novela', { exact: true }).waitFor();
        await row.getByText('Hispanoamericana').waitFor();
        await row.getByRole('link', { name: 'Juan Rulfo' }).click();
        await page.waitForURL(`${app.url}/authors/${ids.rulfo}`);
        await page.getByRole('heading', { name: 'Autor' }).waitFor();
        await page.locator('main').getByText('México', { exact: true }).waitFor();
      });
    });
  }
});
