// Saved views of the grids and each user's default view (admin_views, admin_view_defaults).
export { createViewStore } from './createViewStore.js';
export type { StoredView, ViewChanges, ViewStore } from './createViewStore.js';
