// What `admin-gen init` needs: the new site's files, where this package is, and the build that fills generated/.
export { emitSiteFiles, readInitTemplate, toPackageName } from './emitSiteFiles.js';
export type { SiteOptions } from './emitSiteFiles.js';
export { findPackageRoot } from './findPackageRoot.js';
export { isSite } from './isSite.js';
export { runBuild } from '../runBuild.js';
