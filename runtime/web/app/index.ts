export { AdminApp } from './AdminApp.js';
export type { AdminAppProps } from './AdminApp.js';
export { createAdminApp } from './createAdminApp.js';
export type { AdminAppInstance, AdminAppOptions } from './createAdminApp.js';
export { getActiveMenuEntry } from './getActiveMenuEntry.js';
export { getPageDefinition } from './getPageDefinition.js';
export type { GridPagePart, PageDefinition } from './getPageDefinition.js';
export { NotFoundPage } from './NotFoundPage.js';
export { toRouterPath } from './toRouterPath.js';
