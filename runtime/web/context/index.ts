export { AdminContext, getEntity, loadFormValidators, useAdmin, useApiClient, useEntity, useFormValidatorFunctions, useMessages, useRegistry } from './AdminContext.js';
export type { AdminContextValue } from './AdminContext.js';
export { GridScopeContext, useGridScope } from './GridScopeContext.js';
export type { GridScope, RowEdges } from './GridScopeContext.js';
export { AccessContext, useAccess } from './AccessContext.js';
export { findPageRoute, getAccess, UNRESTRICTED } from './getAccess.js';
export type { Access, PagePart } from './getAccess.js';
export { getPermittedEntity } from './getPermittedEntity.js';
