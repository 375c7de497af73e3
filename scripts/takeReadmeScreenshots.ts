// Refreshes the README's grid screenshots in docs/ from the real server with its demo data, at 1366 × 768 and
// 390 × 844: `npm run build && npx tsx scripts/takeReadmeScreenshots.ts` (launchChromium: the headless shell, /usr/bin/chromium or CHROMIUM_PATH).
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startE2eSession } from '../tests/e2e/support/startE2eSession.js';

const docs = resolve(import.meta.dirname, '../docs');
const VIEWPORTS = [
  { name: '1366', size: { width: 1366, height: 768 } },
  { name: '390', size: { width: 390, height: 844 } },
] as const;
const TOTAL = /^(Total: \d+|No se han encontrado resultados)$/;

/** Opens a grid page and waits for its rows. */
async function openGrid(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const status = page.getByText(TOTAL).first();
  await status.waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return (await status.textContent()) ?? '';
}

/** The first content's lessons page that lists some lessons (the demo's first contents may have none). */
async function findLessonsPage(page: Page, baseUrl: string): Promise<string> {
  await openGrid(page, `${baseUrl}/contents`);
  const hrefs = await page.locator('main tbody a[href^="/lessons/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    if ((await openGrid(page, `${baseUrl}${href}`)).startsWith('Total: ')) return href;
  }
  throw new Error('no content of the demo data lists lessons');
}

const session = await startE2eSession();
const running = session.app;
try {
  const finder = await session.newPage();
  const lessons = await findLessonsPage(finder, running.url);
  await finder.close();
  const grids = [
    { name: 'invoices', path: '/invoices' },
    { name: 'contents', path: '/contents' },
    { name: 'lessons', path: lessons },
  ];
  for (const { name: size, size: viewport } of VIEWPORTS) {
    const page = await session.newPage({ viewport });
    for (const grid of grids) {
      await openGrid(page, `${running.url}${grid.path}`);
      const path = resolve(docs, `screenshot-${grid.name}-${size}.png`);
      await page.screenshot({ path });
      console.log(`wrote ${path}`);
    }
    await page.close();
  }
} finally {
  await session.close();
}
