export { AdminContext, getEntity, useAdmin, useApiClient, useEntity, useMessages, useRegistry } from './AdminContext.js';
export type { AdminContextValue } from './AdminContext.js';
