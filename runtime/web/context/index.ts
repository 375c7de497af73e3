export { AdminContext, getEntity, loadFormValidators, useAdmin, useApiClient, useEntity, useFormValidatorFunctions, useMessages, useRegistry } from './AdminContext.js';
export type { AdminContextValue } from './AdminContext.js';
