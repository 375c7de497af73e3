// A second site, unrelated to the course seller: a library (tests/fixtures/library/schemas) built with
// `admin-gen build --schemas … --out …`, its web bundle built from that folder, served on SQLite and on PostgreSQL
// with uploads in an S3-compatible bucket, and used in Chromium. It needs no code outside its schemas.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { StoreDialect } from '../../runtime/server/index.js';
import { startS3rver, type TestBucket } from '../support/startS3rver.js';
import { getTestDialects, reportMissingPostgres } from '../server/testStores.js';
import { api, collectAlerts, deleteRow, editingRow, rowAction, rowWith, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { buildSite, buildSiteModel, createSiteFolder, type BuiltSite } from './support/buildSite.js';
import type { RunningApp } from './support/startApp.js';
import { startE2eSession, type E2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

const schemas = 'tests/fixtures/library/schemas';
// A 1×1 PNG, so the upload service sniffs a real image.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Waits, as a person would, until the grid's pager reads 'Total: n' (the list may still be loading). */
const showsTotal = (scope: Page | Locator, total: number) => scope.locator('.grid-pager-info').getByText(`Total: ${total}`, { exact: true }).waitFor();

describe.skipIf(!hasChromium)('a second site (a library) built from its own schemas, in Chromium', () => {
  // Inside the project (dist/ is ignored), so the generated modules resolve runtime/ and node_modules as generated/ does.
  let site: BuiltSite | undefined;
  let bucket: TestBucket | undefined;

  beforeAll(async () => {
    // Side by side: the commands' own output, the bucket, and the same commands' site bundled once for this file
    // and entityRules (each dialect's session below then finds it built).
    const checkCommands = async () => {
      site = createSiteFolder('library-');
      expect(await buildSiteModel(schemas, site)).toMatch(/^admin-gen: built 10 entities, 18 files in \d+ ms/);
      expect(await buildSiteModel(schemas, site, '--check')).toMatch(/^admin-gen: generated files are up to date \(18 files/);
    };
    const [checked, started, built] = await Promise.allSettled([checkCommands(), startS3rver().then((started) => (bucket = started)), buildSite(schemas)]);
    for (const step of [checked, started, built]) if (step.status === 'rejected') throw step.reason;
  });
  afterAll(async () => {
    await bucket?.close();
    site?.remove();
  });

  for (const dialect of ['sqlite', 'postgres'] as const satisfies readonly StoreDialect[]) {
    if (!getTestDialects().includes(dialect)) {
      reportMissingPostgres('a second site in Chromium');
      continue;
    }
    // One store after the other (side by side, two servers and two Chromiums on 2 cores, the SQLite run's repeated
    // ISBN once never showed its refusal); within a store the tests run in order, each building on the rows the last one left.
    describe(`[${dialect}]`, () => {
      let session: E2eSession | undefined;
      let app: RunningApp;
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
        session = await startE2eSession({ store: dialect, siteSchemas: schemas, env: bucket!.env });
        app = session.app;
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
        await session?.close();
      });
      beforeEach(async () => {
        context = await session!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-EC', timezoneId: 'America/Guayaquil' });
        page = await context.newPage();
        alerts = collectAlerts(page);
      });
      afterEach(async (ctx) => {
        await context.close();
        expect(alerts).toEqual([]);
      });

      it.sequential("shows the library's menu, and labels in cells linked to the referenced record's page", async () => {
        await page.goto(`${app.url}/books`);
        for (const label of ['Libros', 'Autores', 'Géneros', 'Temas', 'Socios', 'Préstamos', 'Estantes', 'Compras']) {
          await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).first().waitFor();
        }
        await showsTotal(page, 3);
        const row = rowWith(page, 'Pedro Páramo');
        await row.getByText('Novela', { exact: true }).waitFor();
        await row.getByText('Hispanoamericana').waitFor();
        await row.getByRole('link', { name: 'Juan Rulfo' }).click();
        await page.waitForURL(`${app.url}/authors/${ids.rulfo}`);
        await page.getByRole('heading', { name: 'Autor' }).waitFor();
        await page.locator('main').getByText('México', { exact: true }).waitFor();
      });

      it.sequential('creates a book with single, many and tree reference pickers, a date and an uploaded cover; the view links the labels', async () => {
        await page.goto(`${app.url}/books`);
        await page.getByRole('link', { name: 'Nuevo libro' }).click();
        await page.getByRole('heading', { name: 'Nuevo libro' }).waitFor();
        const form = page.locator('main form');
        await form.getByRole('textbox', { name: 'Título' }).fill('Tala');
        await form.getByRole('textbox', { name: 'ISBN' }).fill('978-84-376-0497-8');
        // A single reference: typing searches the authors; the option shows the secondary field too.
        const author = form.getByRole('combobox', { name: 'Autor' });
        await author.fill('Mistral');
        await page.getByRole('option', { name: /Gabriela Mistral/ }).first().click();
        // A many-reference: the picker adds each genre once.
        const genres = form.getByRole('group', { name: 'Géneros' });
        for (const genre of ['Poesía', 'Novela', 'Poesía']) {
          await genres.getByRole('combobox').fill(genre);
          await page.getByRole('option', { name: genre, exact: true }).click();
          await genres.getByRole('button', { name: 'Add' }).click();
        }
        await expect(genres.getByText('Poesía', { exact: true }).count()).resolves.toBe(1);
        // A tree reference: the option and the choice read as the path.
        const topic = form.getByRole('combobox', { name: 'Tema' });
        await topic.fill('Hispano');
        await page.getByRole('option', { name: 'Literatura › Hispanoamericana' }).click();
        await form.locator('.ref-select__single-value').getByText('Literatura › Hispanoamericana', { exact: true }).waitFor();
        const cover = form.getByRole('group', { name: 'Portada' });
        await cover.locator('input[type="file"]').setInputFiles({ name: 'tala.png', mimeType: 'image/png', buffer: png });
        const preview = cover.getByRole('img', { name: 'Vista previa: Portada' });
        // The preview shows once the upload service has stored the file.
        await cover.locator('img[src^="/api/uploads/"]').waitFor();
        const src = (await preview.getAttribute('src'))!;
        expect(src).toMatch(/^\/api\/uploads\/.+\.png$/);
        await form.getByRole('spinbutton', { name: 'Páginas' }).fill('160');
        await form.getByRole('combobox', { name: 'Formato' }).selectOption({ label: 'Tapa dura' });
        await form.getByRole('textbox', { name: 'Publicado' }).fill('1938-01-15');
        await form.getByRole('textbox', { name: 'Resumen' }).fill('Poemas escritos en Europa.');
        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.waitForURL(/\/books\/[0-9a-f]{24}$/);
        const id = page.url().split('/').at(-1)!;
        ids.tala = id;
        const saved = await api<Row>(app, 'GET', `/books/${id}`);
        expect(saved).toMatchObject({ title: 'Tala', author: ids.mistral, genres: [ids.poesia, ids.novela], topic: ids.hispano, cover: src, pages: 160, format: 'tapaDura', publishedOn: '1938-01-15' });
        // The uploaded cover is in the bucket and served back through the API.
        const served = await app.fetch(src);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        const main = page.locator('main');
        await page.getByRole('heading', { name: 'Libro' }).waitFor();
        await main.getByRole('img', { name: 'Portada' }).waitFor();
        await main.getByText('Tapa dura', { exact: true }).waitFor();
        // Genres have no page of their own: their labels are text.
        await main.getByText('Poesía', { exact: true }).waitFor();
        await main.getByRole('link', { name: 'Gabriela Mistral' }).click();
        await page.waitForURL(`${app.url}/authors/${ids.mistral}`);
      });

      it.sequential('refuses a repeated ISBN and a repeated author and title with a Spanish sentence beside the field', async () => {
        await page.goto(`${app.url}/books/${ids.llano}/edit`);
        const form = page.locator('main form');
        const isbn = form.getByRole('textbox', { name: 'ISBN' });
        await form.locator('input[value="978-84-376-0495-4"]').waitFor();
        await isbn.fill('978-84-376-0494-7');
        await page.getByRole('button', { name: 'Guardar' }).click();
        const beside = form.locator('.form-group', { has: page.getByRole('textbox', { name: 'ISBN' }) }).last();
        await beside.getByText('Ya existe un registro con ese valor de «ISBN».').waitFor();
        expect(page.url()).toBe(`${app.url}/books/${ids.llano}/edit`);
        await isbn.fill('978-84-376-0495-4');
        const title = form.getByRole('textbox', { name: 'Título' });
        await title.fill('Pedro Páramo');
        await page.getByRole('button', { name: 'Guardar' }).click();
        await form.getByText('Ya existe un registro con esa combinación de «Autor» y «Título».').first().waitFor();
        expect((await api<Row>(app, 'GET', `/books/${ids.llano}`)).title).toBe('El llano en llamas');
      });

      it.sequential('filters books by a searched author, a genre of the many-reference, a format and a publication date', async () => {
        await page.goto(`${app.url}/books`);
        const filters = page.locator('.grid-filter-row');
        const before = await list('/books?pageIndex=1&pageSize=1');
        await showsTotal(page, before.itemsCount);
        await filters.getByRole('combobox', { name: 'Autor' }).fill('Rulfo');
        await page.getByRole('option', { name: /Juan Rulfo/ }).first().click();
        await showsTotal(page, 2);
        await filters.getByRole('combobox', { name: 'Géneros' }).fill('Cuento');
        await page.getByRole('option', { name: 'Cuento', exact: true }).click();
        await showsTotal(page, 1);
        await rowWith(page, 'El llano en llamas').waitFor();

        await page.goto(`${app.url}/books`);
        await filters.getByRole('combobox', { name: 'Formato' }).selectOption({ label: 'Bolsillo' });
        await showsTotal(page, 3);
        await filters.getByLabel('Publicado desde', { exact: true }).fill('1954-01-01');
        await showsTotal(page, 1);
        await rowWith(page, 'Pedro Páramo').waitFor();
      });

      it.sequential('edits a book in its grid row: text, textarea, number, select, date and reference editors', async () => {
        await page.goto(`${app.url}/books`);
        await (await rowAction(rowWith(page, 'Desolación'), 'Edición rápida')).click();
        const row = editingRow(page);
        await row.getByRole('textbox', { name: 'Título' }).fill('Desolación (1922)');
        await row.getByRole('textbox', { name: 'Resumen' }).fill('Primer libro de poemas.');
        await row.getByRole('spinbutton', { name: 'Páginas' }).fill('250');
        await row.getByRole('combobox', { name: 'Formato' }).selectOption({ label: 'Digital' });
        await row.getByRole('textbox', { name: 'Publicado' }).fill('1922-07-01');
        const topic = row.getByRole('combobox', { name: 'Tema' });
        await topic.fill('Lite');
        await page.getByRole('option', { name: 'Literatura', exact: true }).click();
        const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/books/${ids.desolacion}`));
        await row.getByRole('button', { name: 'Guardar' }).click();
        expect((await put).status()).toBe(200);
        const updated = rowWith(page, 'Desolación (1922)');
        // Saved: the row leaves edit mode (its Guardar goes).
        await updated.waitFor();
        await expect.poll(() => editingRow(page).count()).toBe(0);
        await updated.getByText('Digital', { exact: true }).waitFor();
        await updated.getByText('Literatura', { exact: true }).waitFor();
        expect(await api<Row>(app, 'GET', `/books/${ids.desolacion}`)).toMatchObject({
          title: 'Desolación (1922)',
          summary: 'Primer libro de poemas.',
          pages: 250,
          format: 'digital',
          publishedOn: '1922-07-01',
          topic: ids.literatura,
        });
      });

      it.sequential('a loan: its page renews, gives back and deletes it', async () => {
        await page.goto(`${app.url}/loans/new`);
        const form = page.locator('main form');
        await form.getByRole('combobox', { name: 'Libro' }).fill('llano');
        await page.getByRole('option', { name: 'El llano en llamas' }).click();
        await form.getByRole('combobox', { name: 'Socio' }).fill('Ana');
        await page.getByRole('option', { name: /Ana Torres/ }).first().click();
        await form.getByRole('textbox', { name: 'Prestado el' }).fill('2026-03-10');
        const due = form.getByRole('textbox', { name: 'Devolver antes del' });
        await due.fill('2026-03-24');
        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.waitForURL(/\/loans\/[0-9a-f]{24}$/);
        const id = page.url().split('/').at(-1)!;
        const main = page.locator('main');
        await main.getByText('Prestado', { exact: true }).waitFor();
        const actions = page.locator('.page-actions');
        await actions.getByRole('button', { name: 'Renovar' }).click();
        await page.getByRole('status').filter({ hasText: 'Préstamo renovado' }).waitFor();
        await main.getByText('Renovado', { exact: true }).waitFor();
        // A renewed loan cannot be renewed again: the record page no longer offers it.
        await actions.getByRole('button', { name: 'Renovar' }).waitFor({ state: 'detached' });
        await actions.getByRole('button', { name: 'Devolver' }).click();
        await page.getByRole('status').filter({ hasText: 'Libro devuelto' }).waitFor();
        await main.getByText('Devuelto', { exact: true }).waitFor();
        expect((await api<Row>(app, 'GET', `/loans/${id}`)).state).toBe('Devuelto');
        await actions.getByRole('button', { name: 'Eliminar' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('¿Eliminar este préstamo?').waitFor();
        await dialog.getByRole('button', { name: 'Eliminar' }).click();
        await page.waitForURL(`${app.url}/loans`);
        expect((await app.fetch(`/api/loans/${id}`)).status).toBe(404);
      });

      it.sequential('loans: the state select and the loan date range filter the list; the rows in its states offer Devolver', async () => {
        await create('loan2', '/loans', { book: ids.llano, member: ids.ana, loanedAt: '2025-06-01', dueAt: '2025-06-15' });
        await api(app, 'POST', `/loans/${ids.loan2}/return`, undefined, { 'if-match': '"1"' }); // Just made: its first version.
        await page.goto(`${app.url}/loans`);
        await showsTotal(page, 2);
        const filters = page.locator('.grid-filter-row');
        await filters.getByRole('combobox', { name: 'Estado', exact: true }).selectOption({ label: 'Devuelto' });
        await showsTotal(page, 1);
        // A returned loan's row offers no Devolver: its `when` hides it.
        await expect(rowWith(page, 'El llano en llamas').getByRole('button', { name: 'Devolver' }).count()).resolves.toBe(0);
        await filters.getByRole('combobox', { name: 'Estado', exact: true }).selectOption({ index: 0 });
        await showsTotal(page, 2);
        await filters.getByRole('textbox', { name: 'Prestado el desde' }).fill('2026-01-01');
        await showsTotal(page, 1);
        const row = rowWith(page, 'Pedro Páramo');
        await row.getByRole('link', { name: 'Ana Torres' }).waitFor();
        await (await rowAction(row, 'Devolver')).click();
        await page.getByRole('status').filter({ hasText: 'Libro devuelto' }).waitFor();
        expect((await api<Row>(app, 'GET', `/loans/${ids.loan}`)).state).toBe('Devuelto');
      });

      it.sequential('deleting says what goes with it: a genre is taken from its books, a book deletes its loans', async () => {
        const withNovela = (await list(`/books?pageIndex=1&pageSize=1&genres=${ids.novela}`)).itemsCount;
        expect(withNovela).toBeGreaterThan(1);
        await page.goto(`${app.url}/genres`);
        await (await rowAction(rowWith(page, 'Novela'), 'Eliminar')).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(`Se quitará de ${withNovela} libros`).waitFor();
        await dialog.getByRole('button', { name: 'Eliminar' }).click();
        await dialog.waitFor({ state: 'detached' });
        await rowWith(page, 'Novela').waitFor({ state: 'detached' });
        expect((await api<Row>(app, 'GET', `/books/${ids.paramo}`)).genres).toEqual([]);

        await page.goto(`${app.url}/books/${ids.paramo}`);
        await page.locator('.page-actions').getByRole('button', { name: 'Eliminar' }).click();
        await dialog.getByText('Se eliminará 1 préstamo').waitFor();
        await dialog.getByRole('button', { name: 'Eliminar' }).click();
        await page.waitForURL(`${app.url}/books`);
        expect((await app.fetch(`/api/loans/${ids.loan}`)).status).toBe(404);

        // An author's books keep the author (a foreign key that restricts): the dialog says why before anything is sent.
        await page.goto(`${app.url}/authors`);
        await (await rowAction(rowWith(page, 'Juan Rulfo'), 'Eliminar')).click();
        await dialog.getByText('No se puede eliminar: 1 libro hace referencia a este registro.').waitFor();
        await dialog.getByRole('button', { name: 'Volver' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect((await app.fetch(`/api/authors/${ids.rulfo}`)).status).toBe(200);
      });

      it.sequential('shelves: an ordered list; Subir and Bajar move a shelf and the positions stay gapless', async () => {
        await page.goto(`${app.url}/shelves`);
        await showsTotal(page, 3);
        const names = () => page.locator('tbody tr').allTextContents();
        await (await rowAction(rowWith(page, 'Estante C'), 'Subir')).click();
        await page.locator('tbody tr').nth(1).filter({ hasText: 'Estante C' }).waitFor();
        expect((await names()).map((text) => /Estante [ABC]/.exec(text)?.[0])).toEqual(['Estante A', 'Estante C', 'Estante B']);
        expect((await list('/shelves?pageIndex=1&pageSize=20')).data.map((shelf) => shelf.name)).toEqual(['Estante A', 'Estante C', 'Estante B']);
        await (await rowAction(rowWith(page, 'Estante A'), 'Bajar')).click();
        await page.locator('tbody tr').nth(0).filter({ hasText: 'Estante C' }).waitFor();
        expect((await list('/shelves?pageIndex=1&pageSize=20')).data.map((shelf) => shelf.name)).toEqual(['Estante C', 'Estante A', 'Estante B']);
        await deleteRow(page, rowWith(page, 'Estante A'), '¿Eliminar este estante?');
        await showsTotal(page, 2);
        expect((await list('/shelves?pageIndex=1&pageSize=20')).data.map((shelf) => shelf.position)).toEqual([1, 2]);
      });

      it.sequential('topics: a child page per topic, inserted rows, and a breadcrumb back up the tree', async () => {
        await page.goto(`${app.url}/topics`);
        await rowWith(page, 'Literatura').getByRole('link', { name: 'Subtemas' }).click();
        await page.waitForURL(`${app.url}/topics/${ids.literatura}`);
        await rowWith(page, 'Hispanoamericana').getByRole('link', { name: 'Subtemas' }).click();
        await page.getByText('No se han encontrado resultados').waitFor();
        // 'Temas › Literatura › Hispanoamericana › Subtemas': the list is a link, the tree's ancestors are named.
        const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
        await breadcrumb.getByText('Hispanoamericana', { exact: true }).waitFor();
        expect(await breadcrumb.getByRole('listitem').allTextContents()).toEqual(['Temas', 'Literatura', 'Hispanoamericana', 'Subtemas']);
        await page.getByRole('heading', { name: 'Subtemas: Hispanoamericana' }).waitFor();
        await page.getByRole('textbox', { name: 'Nombre' }).last().fill('Mexicana');
        await page.getByRole('button', { name: 'Agregar' }).click();
        await rowWith(page, 'Mexicana').waitFor();
        expect((await list(`/topics/${ids.hispano}/children?pageIndex=1&pageSize=20`)).data.map((topic) => topic.name)).toEqual(['Mexicana']);
        await breadcrumb.getByRole('link', { name: 'Temas' }).click();
        await page.waitForURL(`${app.url}/topics`);
        await rowWith(page, 'Literatura').waitFor();
      });

      it.sequential('a purchase: the lines widget copies each book with its author, the delivery fields follow the pickup choice', async () => {
        await page.goto(`${app.url}/purchases/new`);
        const form = page.locator('main form');
        await form.getByRole('textbox', { name: 'Proveedor' }).fill('Distribuidora Andina');
        const lines = form.getByRole('group', { name: 'Libros de la compra' });
        for (const title of ['El llano en llamas', 'Tala']) {
          await lines.getByRole('combobox').fill(title);
          await page.getByRole('option', { name: title }).first().click();
          await lines.getByRole('button', { name: 'Agregar' }).click();
        }
        const quantities = lines.getByRole('spinbutton');
        await expect(quantities.count()).resolves.toBe(2);
        await quantities.nth(0).fill('1');
        await quantities.nth(1).fill('3');
        // The copied columns: each book's author label (its "writer"), its price; the total adds the prices.
        await rowWith(lines, 'El llano en llamas').getByText('Juan Rulfo', { exact: true }).waitFor();
        await rowWith(lines, 'Tala').getByText('Gabriela Mistral', { exact: true }).waitFor();
        await lines.getByText('Total: 10,00').waitFor();
        const delivery = form.getByRole('group', { name: /Entrega/ });
        await delivery.getByRole('textbox', { name: 'Calle' }).waitFor();
        await expect(delivery.getByRole('textbox', { name: 'Librería' }).count()).resolves.toBe(0);
        await delivery.getByRole('checkbox', { name: 'Recoger en la librería' }).check();
        await delivery.getByRole('textbox', { name: 'Librería' }).fill('Librería del Centro');
        await delivery.getByRole('textbox', { name: 'Calle' }).waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.waitForURL(/\/purchases\/[0-9a-f]{24}$/);
        const id = page.url().split('/').at(-1)!;
        const saved = await api<Row & { lines: Row[] }>(app, 'GET', `/purchases/${id}`);
        expect(saved.delivery).toEqual({ pickup: true, store: 'Librería del Centro' });
        expect(saved.lines.map((line) => [line.book, line.writer, line.unitPrice, line.quantity])).toEqual([
          [ids.llano, 'Juan Rulfo', 10, 1],
          [ids.tala, 'Gabriela Mistral', undefined, 3],
        ]);
        await page.locator('main').getByText('Distribuidora Andina', { exact: true }).waitFor();
        await page.locator('main').getByText('Juan Rulfo', { exact: true }).first().waitFor();
      });
    });
  }
});
