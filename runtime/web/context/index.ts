export { AdminContext, getEntity, loadFormValidators, useAdmin, useApiClient, useEntity, useFormValidatorFunctions, useMessages, useRegistry } from './AdminContext.js';
export type { AdminContextValue } from './AdminContext.js';
export { GridScopeContext, useGridScope } from './GridScopeContext.js';
export type { GridScope, RowEdges } from './GridScopeContext.js';
