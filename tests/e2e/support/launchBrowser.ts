import { CHROMIUM_PATH, isChromiumInstalled, launchChromium } from '../../../runtime/testing/index.js';
import { requireTool } from '../../support/requireTool.js';

/** Whether the browser suites can run here; with CI=true a missing Chromium fails instead of skipping. */
export const hasChromium = requireTool('Chromium', isChromiumInstalled(), `${CHROMIUM_PATH} not found (apt-get install -y chromium)`);

/** The package's headless Chromium (runtime/testing), the one a site's own checks drive. */
export const launchBrowser = launchChromium;
