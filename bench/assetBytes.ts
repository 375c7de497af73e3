// What a grid page costs over the wire: loads each page in Chromium against the real server (built web app,
// SQLite demo data) and prints the bytes of JS, CSS and API JSON it transferred, compressed as sent.
// Usage: npm run build && npx tsx bench/assetBytes.ts [/users /invoices …]   (run by hand; not part of npm test)
import type { CDPSession } from 'playwright-core';
import { startE2eSession } from '../tests/e2e/support/startE2eSession.js';

interface Transfer {
  readonly url: string;
  readonly type: string;
  readonly encoded: number;
  readonly decoded: number;
  readonly encoding: string;
}

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/users', '/invoices', '/contents', '/deliveries/new'];
const session = await startE2eSession();
const app = session.app;
try {
  console.log('page                 JS (wire / raw)         CSS (wire / raw)       JSON (wire)  requests  encodings');
  for (const path of pages) {
    const page = await session.newPage();
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const transfers = await recordTransfers(cdp, async () => {
      await page.goto(`${app.url}${path}`);
      // Lazy routes and their data load after the first idle moment: wait until nothing says it is loading.
      await page.waitForFunction(() => document.querySelector('main') !== null && !/Cargando/.test(document.body.innerText), undefined, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    });
    const sum = (type: string, key: 'encoded' | 'decoded') => transfers.filter((item) => item.type === type).reduce((total, item) => total + item[key], 0);
    const encodings = [...new Set(transfers.filter((item) => item.type === 'Script').map((item) => item.encoding || 'none'))].join(',');
    console.log(
      `${path.padEnd(20)} ${kb(sum('Script', 'encoded')).padStart(9)} / ${kb(sum('Script', 'decoded')).padEnd(10)}  ${kb(sum('Stylesheet', 'encoded')).padStart(9)} / ${kb(sum('Stylesheet', 'decoded')).padEnd(10)} ${kb(sum('Fetch', 'encoded') + sum('XHR', 'encoded')).padStart(9)}  ${String(transfers.length).padStart(8)}  ${encodings}`,
    );
    if (process.env.VERBOSE) for (const item of transfers) console.log(`   ${item.type.padEnd(10)} ${kb(item.encoded).padStart(9)} ${item.url.replace(app.url, '')}`);
    await page.close();
  }
} finally {
  await session.close();
}

/** Every response of the navigation with its wire size (headers and body as sent) and its decoded body size. */
async function recordTransfers(cdp: CDPSession, navigate: () => Promise<void>): Promise<Transfer[]> {
  const started = new Map<string, { url: string; type: string; encoding: string }>();
  const done: Transfer[] = [];
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    started.set(event.requestId, { url: event.response.url, type: event.type ?? 'Other', encoding: headers['content-encoding'] ?? '' });
  });
  const decoded = new Map<string, number>();
  cdp.on('Network.dataReceived', (event) => decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength));
  cdp.on('Network.loadingFinished', (event) => {
    const response = started.get(event.requestId);
    if (response) done.push({ ...response, encoded: event.encodedDataLength, decoded: decoded.get(event.requestId) ?? 0 });
  });
  await navigate();
  return done;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
