// What a site's own tests use (`admin-gen init` writes one that calls checkEveryPage), and admin-gen's e2e suites too.
export { checkEveryPage, isOptionallyLinked } from './checkEveryPage.js';
export type { CheckEveryPageOptions, PageVisit } from './checkEveryPage.js';
export { CHROMIUM_PATH, isChromiumInstalled, launchChromium } from './launchChromium.js';
export { SITE_ADMIN, startSiteSession } from './startSiteSession.js';
export type { SiteSession, SiteSessionOptions } from './startSiteSession.js';
export { CONCURRENT_PAGES, crawlConcurrently, visitConcurrently } from './visitConcurrently.js';
