import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { requireTool } from '../../support/requireTool.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser suites can run here; with CI=true a missing Chromium fails instead of skipping. */
export const hasChromium = requireTool('Chromium', existsSync(executablePath), `${executablePath} not found (apt-get install -y chromium)`);

/** Debian's Chromium, headless, with the flags this sandbox's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
