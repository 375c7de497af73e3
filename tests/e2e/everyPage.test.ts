// The checks a site made by `admin-gen init` runs on itself (runtime/testing/checkEveryPage), run on this site: the
// course seller's every page, filter, sort, form, view and action, from its generated model, in Chromium on SQLite.
import { checkEveryPage } from '../../runtime/testing/index.js';

checkEveryPage({ root: new URL('../..', import.meta.url) });
