import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { api, type ApiList } from './support/adminPage.js';
import { ifMatch } from '../support/ifMatch.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';
import type { RunningApp } from './support/startApp.js';

const root = resolve(import.meta.dirname, '../..');

interface Row {
  _id: string;
  name: string;
  position?: number;
}

const apiList = (app: RunningApp, path: string) => api<ApiList<Row>>(app, 'GET', path);

describe.skipIf(!hasChromium)('walking skeleton in Chromium against the real server', () => {
  // Its first test checks what the first start fills, so this server seeds for itself.
  const suite = useE2eSession({ freshDemo: true, page: { viewport: { width: 1280, height: 860 } } });

  it('fills demo data on the first start and pages the sellers grid', async () => {
    await suite.page.goto(`${suite.app.url}/sellers`);
    await suite.page.getByText('Total: 30').waitFor();
    await expect(suite.page.getByText('Página: 1 de 2').count()).resolves.toBe(1);
    await expect(suite.page.locator('tbody tr').count()).resolves.toBe(20);
    // Kept out of git; docs/screenshot-sellers.png in the README is a copy of one of these.
    mkdirSync(resolve(root, 'tests/e2e/screenshots'), { recursive: true });
    // A viewport tall enough for the pager; a full-page capture would move the sticky sidebar.
    await suite.page.setViewportSize({ width: 1280, height: 1100 });
    await suite.page.screenshot({ path: resolve(root, 'tests/e2e/screenshots/sellers.png') });

    await suite.page.getByRole('button', { name: '2', exact: true }).click();
    await suite.page.getByText('Página: 2 de 2').waitFor();
    await expect.poll(() => suite.page.locator('tbody tr').count()).toBe(10);
    expect(new URL(suite.page.url()).searchParams.get('page')).toBe('2');

    // The page lives in the URL, so a reload keeps it.
    await suite.page.reload();
    await suite.page.getByText('Página: 2 de 2').waitFor();
  });

  it('filters sellers by name from the filter row and keeps the filter in the URL', async () => {
    const { data } = await apiList(suite.app, '/sellers?pageIndex=1&pageSize=1&sortField=name&sortOrder=asc');
    const lastName = data[0]!.name.split(' ').slice(-1)[0]!;
    const expected = await apiList(suite.app, `/sellers?pageIndex=1&pageSize=20&name=${encodeURIComponent(lastName)}`);
    await suite.page.goto(`${suite.app.url}/sellers`);
    await suite.page.getByText('Total: 30').waitFor();
    await suite.page.getByRole('textbox', { name: 'Nombre' }).fill(lastName);
    await suite.page.getByText(`Total: ${expected.itemsCount}`).waitFor();
    expect(new URL(suite.page.url()).searchParams.get('name')).toBe(lastName);
  });

  it('deletes a seller through the confirm dialog', async () => {
    const before = await apiList(suite.app, '/sellers?pageIndex=1&pageSize=20&sortField=name&sortOrder=asc');
    const victim = before.data[0]!;
    await suite.page.goto(`${suite.app.url}/sellers?sortField=name&sortOrder=asc`);
    const row = suite.page.locator('tbody tr', { hasText: victim.name });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = suite.page.getByRole('dialog');
    await dialog.getByText('¿Estás seguro de eliminar este vendedor? Esta acción no se podrá deshacer.').waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await suite.page.getByText(`Total: ${before.itemsCount - 1}`).waitFor();
    await expect(suite.page.locator('tbody tr', { hasText: victim.name }).count()).resolves.toBe(0);
    expect((await suite.app.fetch(`/api/sellers/${victim._id}`)).status).toBe(404);
  });

  it('inserts a course category and moves it up', async () => {
    const before = await apiList(suite.app, '/courseCategories?pageIndex=1&pageSize=20');
    await suite.page.goto(`${suite.app.url}/course-categories`);
    await suite.page.getByText(`Total: ${before.itemsCount}`).waitFor();
    await suite.page.getByRole('textbox', { name: 'Nombre' }).fill('Categoría de prueba E2E');
    await suite.page.getByRole('button', { name: 'Agregar' }).click();
    await suite.page.getByText(`Total: ${before.itemsCount + 1}`).waitFor();

    const inserted = (await apiList(suite.app, '/courseCategories?pageIndex=1&pageSize=20')).data.find(
      (row) => row.name === 'Categoría de prueba E2E',
    );
    expect(inserted?.position).toBe(before.itemsCount + 1);

    const row = suite.page.locator('tbody tr', { hasText: 'Categoría de prueba E2E' });
    await row.getByRole('button', { name: 'Subir' }).click();
    await expect
      .poll(async () => (await apiList(suite.app, '/courseCategories?pageIndex=1&pageSize=20')).data.find((r) => r._id === inserted!._id)?.position)
      .toBe(before.itemsCount);
    const names = await suite.page.locator('tbody tr').allInnerTexts();
    await expect.poll(async () => (await suite.page.locator('tbody tr').allInnerTexts()).findIndex((t) => t.includes('Categoría de prueba E2E'))).toBe(before.itemsCount - 1);
    expect(names.length).toBe(before.itemsCount + 1);
  });

  it('shows the server error as an alert when a move fails, then shows the truth: the deleted row is gone', async () => {
    const { data } = await apiList(suite.app, '/courseCategories?pageIndex=1&pageSize=20');
    const target = data[2]!;
    await suite.page.goto(`${suite.app.url}/course-categories`);
    await suite.page.locator('tbody tr', { hasText: target.name }).waitFor();
    // Someone else deletes the row meanwhile, so the move gets a 404.
    expect((await suite.app.fetch(`/api/courseCategories/delete/${target._id}`, { method: 'PUT', headers: ifMatch(target) })).status).toBe(200);
    const messages = suite.alerts;
    await suite.page.locator('tbody tr', { hasText: target.name }).getByRole('button', { name: 'Bajar' }).click();
    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]!.startsWith('Ha ocurrido un error: {')).toBe(true);
    expect(JSON.parse(messages[0]!.slice('Ha ocurrido un error: '.length))).toHaveProperty('error');
    // After a failed action the list is fetched again, so the row someone else deleted leaves the grid.
    await suite.page.locator('tbody tr', { hasText: target.name }).waitFor({ state: 'detached' });
  });
});
