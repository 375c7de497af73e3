// The walk helpers ship with the package (a site's own tests use them too): one copy.
export { CONCURRENT_PAGES, crawlConcurrently, visitConcurrently } from '../../../runtime/testing/index.js';
