import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { api, collectAlerts, collectCspViolations, rowWith, type ApiList } from './support/adminPage.js';
import { ifMatch } from '../support/ifMatch.js';
import { hasChromium } from './support/launchBrowser.js';
import { E2E_ADMIN } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

interface Row {
  _id: string;
  name?: string;
  descripcion?: string;
  content?: string;
  url?: string;
}

const screenshots = resolve(import.meta.dirname, 'screenshots');

// Sign-in, sessions, the audit history and hostile input, as an administrator meets them in Chromium.
describe.skipIf(!hasChromium)('sign-in, history and hostile input in Chromium', () => {
  const suite = useE2eSession();
  let context: BrowserContext;
  let page: Page;
  afterEach(async () => {
    await context?.close();
  });

  it('shows the Spanish login page to a visitor, refuses a wrong password, then opens the page asked for', async () => {
    context = await suite.session.newVisitorContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    const csp = collectCspViolations(page);
    const response = await page.goto(`${suite.app.url}/sellers?page=2`);
    // The headers of the app's own page: no inline script may run, no other site may frame it.
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();

    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await expect(page.getByText('Total:').count()).resolves.toBe(0);

    // Empty fields are caught beside the form before any request.
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Escribe tu correo electrónico.').waitFor();
    await page.getByText('Escribe tu contraseña.').waitFor();

    await page.getByLabel('Correo electrónico').fill(E2E_ADMIN.email);
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Correo o contraseña incorrectos.').waitFor();
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: resolve(screenshots, 'login.png') });

    await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Página: 2 de 2').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sellers');
    await page.getByText(E2E_ADMIN.email).first().waitFor();

    // The session cookie is HttpOnly and SameSite=Strict, and survives a reload.
    const [cookie] = (await context.cookies()).filter((candidate) => candidate.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');
    await page.reload();
    await page.getByText('Página: 2 de 2').waitFor();

    // Logout ends the session on the server: the old cookie no longer opens the API.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    const stale = await fetch(`${suite.app.url}/api/session`, { headers: { cookie: `admin_session=${cookie!.value}` } });
    expect(stale.status).toBe(401);
    await page.goto(`${suite.app.url}/users`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(csp).toEqual([]);
  });

  it('answers repeated failed logins with 429 and says so in Spanish', async () => {
    context = await suite.session.newVisitorContext();
    page = await context.newPage();
    await page.goto(`${suite.app.url}/login`);
    const statuses: number[] = [];
    page.on('response', (answer) => {
      if (answer.url().endsWith('/api/login')) statuses.push(answer.status());
    });
    await page.getByLabel('Correo electrónico').fill('intruso@example.com');
    for (let attempt = 0; attempt < 8 && !statuses.includes(429); attempt += 1) {
      await page.getByLabel('Contraseña').fill(`adivinanza-${attempt}`);
      const answered = page.waitForResponse((answer) => answer.url().endsWith('/api/login'));
      await page.getByRole('button', { name: 'Entrar' }).click();
      await answered;
    }
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    await page.getByText(/Demasiados intentos fallidos/).waitFor();
  });

  it('records an edit and a delete in the site history and in the record history', async () => {
    context = await suite.session.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    const csp = collectCspViolations(page);
    const { data } = await api<ApiList<Row>>(suite.app, 'GET', '/sellers?pageIndex=1&pageSize=2&sortField=name&sortOrder=asc');
    const [seller, victim] = data as [Row, Row];
    const renamed = `${seller.name} (auditado)`;

    await page.goto(`${suite.app.url}/sellers/${seller._id}/edit`);
    const name = page.getByLabel(/^Nombre/);
    await expect.poll(() => name.inputValue()).toBe(seller.name);
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(async () => (await api<Row>(suite.app, 'GET', `/sellers/${seller._id}`)).name).toBe(renamed);
    await api(suite.app, 'PUT', `/sellers/${victim._id}`, victim);

    await page.goto(`${suite.app.url}/history`);
    const edit = rowWith(page, renamed);
    await edit.waitFor();
    const editText = (await edit.textContent()) ?? '';
    expect(editText).toContain(E2E_ADMIN.email);
    expect(editText).toContain('Modificación');
    expect(editText).toContain(seller.name!);
    const removal = rowWith(page, 'Eliminación');
    await removal.waitFor();
    expect(await removal.textContent()).toContain(victim.name);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: resolve(screenshots, 'history.png') });

    // The seller's own history, reached from its page.
    await page.goto(`${suite.app.url}/sellers/${seller._id}`);
    await page.locator('main').getByRole('link', { name: 'Historial' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/history/seller/${seller._id}`);
    await page.getByText('Total: 1').waitFor();
    await rowWith(page, renamed).waitFor();
    await expect(page.locator('tbody tr', { hasText: 'Eliminación' }).count()).resolves.toBe(0);
    await page.screenshot({ path: resolve(screenshots, 'record-history.png') });
    expect(csp).toEqual([]);
  });

  it('stores rich text sanitized, shows it as text, and refuses a javascript: link in a form', async () => {
    context = await suite.session.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    const alerts = collectAlerts(page);
    const csp = collectCspViolations(page);
    const { data } = await api<ApiList<Row>>(suite.app, 'GET', '/questions?pageIndex=1&pageSize=1');
    const question = data[0]!;
    const hostile = '<p>Pregunta segura</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">enlace</a>';
    const saved = await api<Row>(suite.app, 'POST', `/questions/${question._id}/update`, { descripcion: hostile }, ifMatch(question));
    expect(saved.descripcion).toContain('Pregunta segura');
    expect(saved.descripcion).not.toMatch(/onerror|<script|javascript:/i);

    await page.goto(`${suite.app.url}/questions/${question.content}`);
    await rowWith(page, 'Pregunta segura').waitFor();
    await expect(page.locator('tbody img[onerror], tbody script').count()).resolves.toBe(0);
    // Text, not markup: the grid shows no tags either.
    expect(await rowWith(page, 'Pregunta segura').textContent()).not.toContain('<p>');

    const { data: banners } = await api<ApiList<Row>>(suite.app, 'GET', '/banners?pageIndex=1&pageSize=1');
    const banner = banners[0]!;
    await page.goto(`${suite.app.url}/banners/${banner._id}/edit`);
    const link = page.getByLabel(/^Enlace/);
    await expect.poll(() => link.inputValue()).toBe(banner.url);
    await link.fill('javascript:alert(4)');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(/http:\/\/ o https:\/\//).first().waitFor();
    expect((await api<Row>(suite.app, 'GET', `/banners/${banner._id}`)).url).toBe(banner.url);
    expect(alerts).toEqual([]);
    expect(csp).toEqual([]);
  });
});
