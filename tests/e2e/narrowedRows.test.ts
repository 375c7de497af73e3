// Rows an older, looser schema let in, in Chromium against the real server, on both stores: written straight into the store, a quiz whose slug and question count the current rules refuse opens in
// its edit form (the precompiled validators of the built app) with a note under each such field and saves unchanged,
// while a changed slug is refused beside it; an invoice whose state no tab shows is listed under the grid's Otros tab.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { registerSqliteFunctions } from '../../runtime/server/storage/sqlite/registerSqliteFunctions.mjs';
import { api, rowWith, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import type { RunningApp } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

const HINT = 'El valor guardado ya no cumple las reglas actuales; puede guardarlo sin cambios o corregirlo.';

describe.skipIf(!hasChromium).each(['sqlite', 'postgres'] as const)('rows a narrowed schema no longer accepts, in Chromium [%s]', (store) => {
  const suite = useE2eSession({ store, page: { viewport: { width: 1366, height: 768 }, locale: 'es-EC' } });
  let app: RunningApp;
  let page: Page;
  let alerts: string[];
  /** Writes as another tool would, past the API's rules (`?` placeholders). */
  const write = async (statement: string, ...values: unknown[]) => {
    const url = suite.session.databaseUrl;
    if (url !== undefined) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        let index = 0;
        await client.query(statement.replace(/\?/g, () => `$${++index}`), values);
      } finally {
        await client.end();
      }
      return;
    }
    const database = new BetterSqlite3(join(app.dataDir, 'admin.sqlite'));
    try {
      database.pragma('busy_timeout = 5000');
      registerSqliteFunctions(database);
      database.prepare(statement).run(...values);
    } finally {
      database.close();
    }
  };

  beforeEach(() => {
    ({ app, page, alerts } = suite);
  });

  it('an edit form opens a quiz with a stale slug and question count, says so under both, and saves it unchanged', async () => {
    const [quiz] = (await api<ApiList<Row>>(app, 'GET', '/quizzes?pageIndex=1&pageSize=1')).data as [Row];
    await write('update quizzes set slug = ?, "questionsCount" = ? where _id = ?', 'Examen Viejo!', 5000, quiz._id);
    await page.goto(`${app.url}/quizzes/${quiz._id}/edit`);
    const slug = page.getByRole('textbox', { name: /^Slug/ });
    await expect.poll(() => slug.inputValue()).toBe('Examen Viejo!');
    await expect.poll(() => page.getByText(HINT).count()).toBe(2);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Guardado' }).count()).toBe(1);
    expect(await api<Row>(app, 'GET', `/quizzes/${quiz._id}`)).toMatchObject({ slug: 'Examen Viejo!', questionsCount: 5000 });
    expect(alerts).toEqual([]);
  });

  it('a changed slug meets the current rules: refused beside the field, nothing saved', async () => {
    const [quiz] = (await api<ApiList<Row>>(app, 'GET', '/quizzes?pageIndex=2&pageSize=1')).data as [Row];
    await write('update quizzes set slug = ? where _id = ?', 'Examen Viejo 2!', quiz._id);
    await page.goto(`${app.url}/quizzes/${quiz._id}/edit`);
    const slug = page.getByRole('textbox', { name: /^Slug/ });
    await expect.poll(() => slug.inputValue()).toBe('Examen Viejo 2!');
    await slug.fill('Otro Malo!');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const group = page.locator('.form-group', { has: slug });
    await group.getByText('Use solo minúsculas, números y guiones.').waitFor();
    expect(await group.getByText(HINT).count()).toBe(0);
    expect((await api<Row>(app, 'GET', `/quizzes/${quiz._id}`)).slug).toBe('Examen Viejo 2!');
  });

  it("an invoice whose state no tab shows is listed under the invoices' Otros tab", async () => {
    const [invoice] = (await api<ApiList<Row>>(app, 'GET', '/invoices?pageIndex=1&pageSize=1&state=Pendiente')).data as [Row];
    await write('update invoices set state = ? where _id = ?', 'Anulada', invoice._id);
    await page.goto(`${app.url}/invoices`);
    const other = page.getByRole('tab', { name: 'Otros (1)' });
    await other.click();
    await page.waitForURL(/[?&]state=other/);
    const row = rowWith(page, String(invoice.voucherNumber));
    await row.getByText('Anulada', { exact: true }).waitFor();
    expect(await other.getAttribute('aria-selected')).toBe('true');
    expect(alerts).toEqual([]);
  });
});
