// Daily use at 1366 × 768 and 390 × 844: the Spanish date picker and its presets narrow a list by the count the
// database gives, a lesson page names its content and links back up, and file sizes read in Spanish.
import type { Page } from 'playwright-core';
import { api, expectTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { openRowCounter, type RowCounter } from './support/openRowCounter.js';
import type { RunningApp } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown>;
const VIEWPORTS = [
  ['1366 × 768', { width: 1366, height: 768 }],
  ['390 × 844', { width: 390, height: 844 }],
] as const;
// Guayaquil keeps UTC-5 all year: a local day starts at 05:00 UTC.
const TIME_ZONE = 'America/Guayaquil';

/** The local day `offset` days from today in Guayaquil, as YYYY-MM-DD. */
function localDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The instant a Guayaquil day starts. */
const midnight = (day: string) => new Date(`${day}T05:00:00.000Z`).toISOString();

describe.skipIf(!hasChromium)('daily use', () => {
  const suite = useE2eSession();
  let app: RunningApp;
  let database: RowCounter;
  const list = (path: string) => api<ApiList<Row>>(app, 'GET', path);
  /** Users created in [from, to), counted by SQL, not by the API under test. */
  const countUsers = (fromDay: string, toDayExclusive: string) =>
    database.count('select count(*) as n from users where "createdAt" >= ? and "createdAt" < ?', midnight(fromDay), midnight(toDayExclusive));

  beforeAll(async () => {
    app = suite.app;
    database = await openRowCounter(app.dataDir, suite.session.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe.each(VIEWPORTS)('at %s', (_name, viewport) => {
    let page: Page;
    beforeEach(async () => {
      page = await suite.session.newPage({ viewport, timezoneId: TIME_ZONE, locale: 'en-US' });
    });
    afterEach(async () => {
      await page.close();
    });

    it('users: a preset, then a day picked in the Spanish calendar, narrow the list to what the database counts', async () => {
      await page.goto(`${app.url}/users`);
      await expectTotal(page, 2000);
      // No native date input anywhere in the filters (they would follow the browser's en-US mm/dd/yyyy).
      await expect(page.locator('input[type="date"]').count()).resolves.toBe(0);

      await page.getByRole('combobox', { name: 'Fecha de creación' }).selectOption({ label: 'Últimos 7 días' });
      const weekCount = await countUsers(localDay(-6), localDay(1));
      expect(weekCount).toBeGreaterThan(0);
      await expectTotal(page, weekCount);
      // The course site shows dates YYYY-MM-DD (app.json dateDisplay), as its URL keeps them.
      await expect(page.getByRole('textbox', { name: 'Fecha de creación desde' }).inputValue()).resolves.toBe(localDay(-6));

      await page.getByRole('button', { name: 'Abrir calendario: Fecha de creación desde' }).click();
      const calendar = page.getByRole('dialog', { name: 'Selecciona una fecha: Fecha de creación desde' });
      const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
      const [year, month] = localDay(-6).split('-').map(Number) as [number, number];
      await calendar.getByRole('grid', { name: `${months[month - 1]} ${year}` }).waitFor();
      // The calendar stays inside the window, even at 390 px.
      const box = (await calendar.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await calendar.getByRole('button', { name: new RegExp(`, 1 de ${months[month - 1]} de ${year}`) }).click();
      await expect(calendar.count()).resolves.toBe(0);

      const firstDay = `${year}-${String(month).padStart(2, '0')}-01`;
      await expect.poll(() => new URL(page.url()).searchParams.get('createdAt')).toBe(`${firstDay}..${localDay(0)}`);
      await expectTotal(page, await countUsers(firstDay, localDay(1)));

      // Keyboard: Enter on the calendar button opens it, Escape closes it.
      await page.getByRole('button', { name: 'Abrir calendario: Fecha de creación hasta' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Selecciona una fecha: Fecha de creación hasta' }).waitFor();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    });

    it("lessons: the title and the breadcrumb name the content, which links back up", async () => {
      const contents = (await list('/contents?pageIndex=1&pageSize=50')).data;
      let content: Row | undefined;
      for (const candidate of contents) {
        if ((await list(`/contents/${String(candidate._id)}/lessons?pageIndex=1&pageSize=1`)).itemsCount > 0) {
          content = candidate;
          break;
        }
      }
      expect(content).toBeDefined();
      const name = String(content!.nombre);
      await page.goto(`${app.url}/lessons/${String(content!._id)}`);
      await page.getByRole('heading', { level: 1, name: `Lecciones: ${name}`, exact: true }).waitFor();
      const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(crumbs.getByRole('listitem').allTextContents()).resolves.toEqual(['Contenidos', name, 'Lecciones']);
      await expect(crumbs.getByRole('link', { name: 'Contenidos' }).getAttribute('href')).resolves.toBe('/contents');
      await crumbs.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${app.url}/contents/${String(content!._id)}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(`: ${name}$`) }).waitFor();

      await page.goto(`${app.url}/lessons/no-existe`);
      await page.getByText('No se encontró el registro al que pertenece esta página; puede haber sido eliminado.').waitFor();
    });

    it("a quiz's 'Preguntas disponibles' leaves out the questions already in it, by the database's count", async () => {
      const quiz = (await list('/quizzes?pageIndex=1&pageSize=1')).data[0]!;
      const quizId = String(quiz._id);
      // Make sure the quiz has one question, so the exclusion has something to leave out.
      const inQuiz = (await list(`/questions-quiz/${quizId}?pageIndex=1&pageSize=1`)).itemsCount;
      if (inQuiz === 0) {
        const question = (await list('/questions?pageIndex=1&pageSize=1')).data[0]!;
        await api(app, 'POST', `/questions-quiz/${quizId}/create`, { _id: question._id });
      }
      const available = () =>
        database.count('select count(*) as n from questions where "_id" not in (select question from quiz_questions where quiz = ?)', quizId);
      const all = await database.count('select count(*) as n from questions');
      const before = await available();
      expect(before).toBeLessThan(all);

      await page.goto(`${app.url}/quizzes/${quizId}/questions`);
      const availableGrid = page.getByRole('region', { name: 'Preguntas disponibles' });
      await expectTotal(availableGrid, before);
      // Adding one takes it out of the available list at once.
      await availableGrid.locator('tbody tr').first().getByRole('button', { name: 'Agregar' }).click();
      await expectTotal(availableGrid, before - 1);
      expect(await available()).toBe(before - 1);
    });

    it("the uploader writes a file's size in Spanish ('3,8 MB') beside 'Peso máximo: 4MB'", async () => {
      await page.goto(`${app.url}/deliveries`);
      await page.getByRole('link', { name: 'Nueva entrega' }).click();
      const form = page.locator('main form');
      await form.getByRole('button', { name: 'Subir comprobantes o archivos' }).click();
      const modal = page.getByRole('dialog', { name: 'Subir comprobantes o archivos' });
      await modal.getByText(/Peso máximo: 4MB\./).first().waitFor();
      await modal.locator('input[type=file]').first().setInputFiles({ name: 'apuntes.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3_990_000, 32) });
      await modal.getByText('3,8 MB', { exact: true }).waitFor();
      await expect(modal.getByText('3.8 MB').count()).resolves.toBe(0);
    });
  });
});
