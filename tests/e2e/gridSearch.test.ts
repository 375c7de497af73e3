// A grid's search box ('Buscar') in Chromium against the real server: the users grid searched by part of an email
// and by a name typed without its accent; the grid shows what the list's `q` answers, the URL keeps it, the export
// links carry it, and the page stays free of serious axe violations with the box filled.
import { AxeBuilder } from '@axe-core/playwright';
import { api, expectTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

type User = { _id: string; nombre: string; email: string };

/** Types `text` into 'Buscar' and waits for the list request carrying it as `q`. */
async function search(page: import('playwright-core').Page, text: string): Promise<void> {
  const asked = page.waitForRequest((request) => request.url().includes('/api/users?') && new URL(request.url()).searchParams.get('q') === text.trim());
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await asked;
}

describe.skipIf(!hasChromium)('grid search in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1440, height: 900 } } });

  it('users by part of an email, then by a name without its accent: the rows the list answers for q', async () => {
    const users = await api<ApiList<User>>(suite.app, 'GET', '/users?pageIndex=1&pageSize=100');
    // Part of an email: its local part's end and the @, unlikely to be a name.
    const mailed = users.data.find((user) => /^[^@]{4,}@/.test(user.email))!;
    const emailPart = mailed.email.slice(mailed.email.indexOf('@') - 4, mailed.email.indexOf('@') + 1);
    // A name's accented word, typed plain and in capitals ('JOSE' for José).
    const accented = users.data.flatMap((user) => user.nombre.split(' ')).find((word) => /[áéíóú]/i.test(word) && word.length >= 4)!;
    const plain = accented.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

    await suite.page.goto(`${suite.app.url}/users`);
    await suite.page.locator('tbody tr').first().waitFor();
    const box = suite.page.getByRole('searchbox', { name: 'Buscar' });
    expect(await box.getAttribute('placeholder')).toBe('Buscar por nombre o correo electrónico');

    for (const [text, expected] of [
      [emailPart, (user: User) => user.email.toLowerCase().includes(emailPart.toLowerCase())],
      [plain, (user: User) => user.nombre.includes(accented)],
    ] as const) {
      await search(suite.page, text);
      const answer = await api<ApiList<User>>(suite.app, 'GET', `/users?q=${encodeURIComponent(text)}&pageIndex=1&pageSize=100`);
      expect(answer.itemsCount, text).toBeGreaterThan(0);
      expect(answer.data.every((user) => expected(user) || user.email.toLowerCase().includes(text.toLowerCase()) || user.nombre.toLowerCase().includes(text.toLowerCase())), text).toBe(true);
      await expectTotal(suite.page, answer.itemsCount);
      const shown = await suite.page.locator('tbody tr').allTextContents();
      const first = answer.data[0]!;
      expect(shown.some((row) => row.includes(first.email)), `${text}: ${first.email}`).toBe(true);
      expect(new URL(suite.page.url()).searchParams.get('q')).toBe(text);
    }
    // Every user of the first 100 with that accented name is among the first 100 found (same order, fewer rows).
    const named = users.data.filter((user) => user.nombre.includes(accented)).map((user) => user.email);
    const found = await api<ApiList<User>>(suite.app, 'GET', `/users?q=${encodeURIComponent(plain)}&pageIndex=1&pageSize=100`);
    expect(found.data.map((user) => user.email)).toEqual(expect.arrayContaining(named));

    // The export follows the search.
    await suite.page.getByText('Exportar', { exact: true }).click();
    const href = await suite.page.getByRole('link', { name: 'CSV (Excel en español)' }).getAttribute('href');
    expect(new URL(href!, suite.app.url).searchParams.get('q')).toBe(plain);
    await suite.page.keyboard.press('Escape');

    const { violations } = await new AxeBuilder({ page: suite.page }).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });
});
