import type { Locator, Page } from 'playwright-core';
import type { RunningApp } from './startApp.js';

export interface ApiList<Row> {
  data: Row[];
  itemsCount: number;
}

/** A JSON call to the running server's API as the signed-in administrator, failing loudly on a non-2xx answer; `headers` such as If-Match (tests/support/ifMatch.ts). */
export async function api<T>(app: RunningApp, method: string, path: string, body?: unknown, headers: Readonly<Record<string, string>> = {}): Promise<T> {
  const response = await app.fetch(`/api${path}`, {
    method,
    headers: body === undefined ? { ...headers } : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The grid's total once loaded ('Total: n', or 0 for 'No se han encontrado resultados'). */
export async function readTotal(scope: Page | Locator): Promise<number> {
  // Read once the lists have answered, not from the grid drawn while the route changes.
  await ('page' in scope ? scope.page() : scope).waitForLoadState('networkidle');
  const status = scope.getByText(/^(Total: \d+|No se han encontrado resultados)$/).first();
  await status.waitFor();
  const text = (await status.textContent()) ?? '';
  return text.startsWith('Total: ') ? Number(text.slice('Total: '.length)) : 0;
}

/** Waits until the grid shows `total` (a previous page's total may still show while a new list loads). */
export async function expectTotal(scope: Page | Locator, total: number): Promise<void> {
  const status = scope.getByText(/^(Total: \d+|No se han encontrado resultados)$/).first();
  // A list request on a busy machine (or a PostgreSQL count) may take seconds: as long as Playwright's own expect waits.
  await expect.poll(() => status.textContent(), { timeout: 5_000 }).toBe(total === 0 ? 'No se han encontrado resultados' : `Total: ${total}`);
}

/** The data row that shows `text`. */
export function rowWith(scope: Page | Locator, text: string): Locator {
  return scope.locator('tbody tr', { hasText: text }).first();
}

/** Collects window.alert texts and accepts them, as an administrator clicking Aceptar would. */
export function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** The row being edited inline: the one showing Guardar. */
export function editingRow(scope: Page | Locator): Locator {
  return scope.locator('tbody tr', { has: scope.getByRole('button', { name: 'Guardar' }) }).first();
}

/**
 * A row's link or action button by its text, opening the row's 'Más acciones' menu first when the button is in it
 * (a row with more than three links and actions keeps only two as buttons).
 */
export async function rowAction(row: Locator, name: string): Promise<Locator> {
  await row.waitFor();
  const button = row.getByRole('button', { name, exact: true });
  if ((await button.count()) === 0) {
    const trigger = row.getByRole('button', { name: /^Más acciones/ });
    if ((await trigger.count()) > 0 && (await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  }
  return button;
}

/** Clicks Eliminar on the row (in its menu if there), checks the dialog's text, and confirms. */
export async function deleteRow(page: Page, row: Locator, confirmText: string): Promise<void> {
  await (await rowAction(row, 'Eliminar')).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(confirmText, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Collects the Content-Security-Policy violations the page reports (a blocked inline script or style, a foreign URL). */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}
