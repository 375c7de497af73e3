// Rules across fields in Chromium, on the second site (tests/fixtures/library: a loan is due on or after the day it
// was lent): a bad pair typed in the create form or in the grid's inline edit shows the Spanish sentence beside the
// field and nothing is saved; the API answers the same pair with a 400 naming the field.
import type { Page } from 'playwright-core';
import { api, editingRow, rowAction, rowWith, type ApiList } from './support/adminPage.js';
import { ifMatch } from '../support/ifMatch.js';
import { hasChromium } from './support/launchBrowser.js';
import type { RunningApp } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

const RULE = 'Debe ser posterior o igual a «Prestado el».';

describe.skipIf(!hasChromium)('rules across fields in Chromium (the library site)', () => {
  const suite = useE2eSession({ siteSchemas: 'tests/fixtures/library/schemas', page: { viewport: { width: 1440, height: 900 }, locale: 'es-EC', timezoneId: 'America/Guayaquil' } });
  let app: RunningApp;
  let page: Page;
  let alerts: string[];
  const ids: Record<string, string> = {};
  const create = async (key: string, path: string, body: Record<string, unknown>) => (ids[key] = (await api<Row>(app, 'POST', path, body))._id);
  const loansOf = async (book: string) => (await api<ApiList<Row>>(app, 'GET', `/loans?book=${book}`)).data;

  beforeAll(async () => {
    app = suite.app;
    await create('author', '/authors', { name: 'Rosario Castellanos' });
    await create('book', '/books', { title: 'Balún Canán', isbn: '978-60-716-0100-1', author: ids.author });
    await create('member', '/members', { name: 'Lucía Méndez', card: 'C-7001' });
  });
  beforeEach(() => {
    page = suite.page;
    alerts = suite.alerts;
  });
  afterEach(() => {
    expect(alerts).toEqual([]);
  });

  it('the create form shows the rule beside the due date and saves nothing until it holds', async () => {
    await page.goto(`${app.url}/loans/new`);
    const form = page.locator('main form');
    await form.getByRole('combobox', { name: 'Libro' }).click();
    await page.keyboard.type('Balún');
    await page.getByRole('option', { name: 'Balún Canán' }).click();
    await form.getByRole('combobox', { name: 'Socio' }).click();
    await page.keyboard.type('Lucía');
    await page.getByRole('option', { name: /Lucía Méndez/ }).first().click();
    await form.getByRole('textbox', { name: 'Prestado el' }).fill('2026-03-10');
    const due = form.getByRole('textbox', { name: 'Devolver antes del' });
    await due.fill('2026-03-01');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // The field's own group (the form's outer group holds it too), where RJSF lists that field's errors.
    await form.locator('.form-group', { has: page.getByRole('textbox', { name: 'Devolver antes del' }) }).last().getByText(RULE, { exact: true }).waitFor();
    expect(page.url()).toBe(`${app.url}/loans/new`);
    expect(await loansOf(ids.book!)).toEqual([]);
    await due.fill('2026-03-10');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/loans\/[0-9a-f]{24}$/);
    expect(await loansOf(ids.book!)).toMatchObject([{ loanedAt: '2026-03-10', dueAt: '2026-03-10' }]);
  });

  it("the grid's inline edit shows the rule beside the cell and keeps the stored row; the API answers the pair with a 400", async () => {
    const loan = await api<Row>(app, 'POST', '/loans', { book: ids.book, member: ids.member, loanedAt: '2025-05-02', dueAt: '2025-05-16' });
    await page.goto(`${app.url}/loans`);
    // The library site shows dates the default (Spanish) way.
    const row = rowWith(page, '02/05/2025');
    await (await rowAction(row, 'Edición rápida')).click();
    const editing = editingRow(page);
    const due = editing.getByRole('textbox', { name: 'Devolver antes del' });
    await due.fill('2025-05-01');
    await editing.getByRole('button', { name: 'Guardar' }).click();
    await editing.locator('td', { has: page.getByRole('textbox', { name: 'Devolver antes del' }) }).getByText(RULE, { exact: true }).waitFor();
    expect(await api<Row>(app, 'GET', `/loans/${loan._id}`)).toMatchObject({ loanedAt: '2025-05-02', dueAt: '2025-05-16' });

    const refused = await app.fetch(`/api/loans/${loan._id}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...ifMatch(loan) }, body: JSON.stringify({ dueAt: '2025-05-01' }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: `Devolver antes del: ${RULE}`,
      field: 'dueAt',
      details: [{ field: 'dueAt', message: `Devolver antes del: ${RULE}` }],
    });
  });
});
