// The web runtime's public surface: the app, its building blocks and the registries to extend.
export { AccessProvider, AdminApp, AdminRoutes, createAdminApp, getActiveMenuEntry, getDefaultRegistry, getPageDefinition, getPermittedContext, NotFoundPage, NotPermittedPage, toRouterPath } from './app/index.js';
export type { AccessProviderProps, AdminAppInstance, AdminAppOptions, AdminAppProps, AdminRoutesProps, GridPagePart, PageDefinition } from './app/index.js';
export * from './actions/index.js';
export * from './api/index.js';
export * from './cells/index.js';
export * from './components/index.js';
export * from './context/index.js';
export * from './editors/index.js';
export * from './filters/index.js';
export * from './forms/index.js';
export * from './grid/index.js';
export * from './notice/index.js';
export * from './i18n/index.js';
export * from './registry/index.js';
export * from './session/index.js';
export * from './views/index.js';
