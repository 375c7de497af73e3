// Issue 24's grid and form points in Chromium on the course site: a row's actions past three in one 'Más acciones'
// menu, its own columns in view at 1366 and 390 px, the sticky column above the filter row, dates as the site shows them.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

const screenshots = resolve(import.meta.dirname, 'screenshots');
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
// The contents grid: links and actions enough to need the menu (Subitems, Ejercicios, Lecciones, move, inline edit, delete).
const GRID = '/contents';

/** The first row's data cells left of the sticky actions cell, whole or cut by it, and the actions cell's width. */
function measureFirstRow(page: Page): Promise<{ visible: number; covered: number; actionsWidth: number; headerOnTop: boolean }> {
  return page.evaluate(() => {
    const row = document.querySelector('main tbody tr')!;
    const actions = row.querySelector('td.grid-actions-cell')!.getBoundingClientRect();
    const box = document.querySelector('main .grid-scroll')!.getBoundingClientRect();
    let visible = 0;
    let covered = 0;
    for (const cell of row.querySelectorAll('td.grid-cell')) {
      const rect = cell.getBoundingClientRect();
      if (rect.left >= box.left - 0.5 && rect.right <= Math.min(actions.left, box.right) + 0.5) visible += 1;
      else if (rect.left < actions.left && rect.right > actions.left) covered += 1;
    }
    // What the eye sees at the middle of the actions header: the header itself, not a filter input under it.
    const header = document.querySelector('main thead tr:first-child th.grid-actions-cell')!.getBoundingClientRect();
    const filterCell = document.querySelector('main .grid-filter-row td.grid-actions-cell');
    const filterBox = filterCell?.getBoundingClientRect();
    const probe = filterBox ? document.elementFromPoint(filterBox.left + 4, filterBox.top + filterBox.height / 2) : null;
    const headerProbe = document.elementFromPoint(header.left + 4, header.top + header.height / 2);
    const headerOnTop = Boolean(headerProbe?.closest('th.grid-actions-cell')) && (!filterCell || probe === filterCell || Boolean(probe && filterCell.contains(probe)));
    return { visible, covered, actionsWidth: actions.width, headerOnTop };
  });
}

describe.skipIf(!hasChromium)('row actions menu, identifying columns and the site\'s dates in Chromium', () => {
  const suite = useE2eSession();

  beforeAll(() => {
    mkdirSync(screenshots, { recursive: true });
  });

  it("at 1366 × 768 the row's last actions are in 'Más acciones': keyboard, Escape and focus return; its columns stay in view", async () => {
    const page = await suite.session.newPage({ viewport: DESKTOP });
    await page.goto(`${suite.app.url}${GRID}`);
    await page.getByText(/^Total: \d+$/).waitFor();
    const row = page.locator('main tbody tr').first();
    const trigger = row.getByRole('button', { name: /^Más acciones/ });
    await trigger.waitFor();
    const measured = await measureFirstRow(page);
    expect(measured.covered).toBe(0);
    expect(measured.visible).toBeGreaterThanOrEqual(3);
    expect(measured.actionsWidth).toBeLessThan(DESKTOP.width * 0.35);
    expect(measured.headerOnTop).toBe(true);

    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = row.getByRole('group', { name: /^Más acciones/ });
    await panel.waitFor();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    const first = await panel.locator('a, button').first().textContent();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(first);
    await page.screenshot({ path: resolve(screenshots, 'row-actions-menu-1366.png') });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).resolves.toMatch(/^Más acciones/);
    await page.close();
  });

  it('at 390 × 844 every row shows its first column beside one actions button', async () => {
    const page = await suite.session.newPage({ viewport: PHONE });
    await page.goto(`${suite.app.url}${GRID}`);
    await page.getByText(/^Total: \d+$/).waitFor();
    const rows = page.locator('main tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const cells = rows.nth(index).locator('td.grid-actions-cell');
      await expect(cells.locator('.grid-row-actions > *').count()).resolves.toBe(1);
    }
    const measured = await measureFirstRow(page);
    expect(measured.visible).toBeGreaterThanOrEqual(1);
    expect(measured.actionsWidth).toBeLessThan(PHONE.width / 3);
    await page.screenshot({ path: resolve(screenshots, 'row-actions-menu-390.png') });
    await page.close();
  });

  it('a date-time cell reads 2026-12-13 19:24:17 (the course site declares aaaa-mm-dd), and a date field takes a day typed either way', async () => {
    const page = await suite.session.newPage({ viewport: DESKTOP });
    await page.goto(`${suite.app.url}/users`);
    await page.getByText(/^Total: \d+$/).waitFor();
    await page.locator('main tbody tr').first().getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).first().waitFor();
    await expect(page.locator('main tbody').getByText(/\d{2}\/\d{2}\/\d{4}/).count()).resolves.toBe(0);

    await page.goto(`${suite.app.url}/products/new`);
    const input = page.getByRole('textbox', { name: /Vencimiento de las claves/ });
    await expect(input.getAttribute('placeholder')).resolves.toBe('aaaa-mm-dd');
    const wrong = 'Escribe la fecha como aaaa-mm-dd o dd/mm/aaaa, por ejemplo 2026-12-13.';
    await input.fill('31/02/2027');
    await page.getByText(wrong).waitFor();
    await input.fill('28/02/2027');
    await expect(page.getByText(wrong).count()).resolves.toBe(0);
    await input.fill('2027-02-30');
    await page.getByText(wrong).waitFor();
    await input.fill('2027-02-28');
    await expect(page.getByText(wrong).count()).resolves.toBe(0);
    await page.getByRole('button', { name: /Abrir calendario/ }).first().click();
    await page.getByRole('grid', { name: 'febrero 2027' }).waitFor();
    await page.screenshot({ path: resolve(screenshots, 'date-picker-spanish-1366.png') });
    await page.close();
  });
});
