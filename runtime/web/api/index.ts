export { ApiError } from './ApiError.js';
export { encodeFormBody, getFormEntries } from './encodeFormBody.js';
export type { FormEntry } from './encodeFormBody.js';
export { createApiClient, CSRF_HEADER } from './createApiClient.js';
export type { ApiClient, ApiClientOptions, ApiRequestOptions } from './createApiClient.js';
export { getErrorBody, getErrorDetails } from './getErrorDetails.js';
export type { ErrorDetails } from './getErrorDetails.js';
export { getListQueryKey, getOptionsQueryKey, getRecordQueryKey } from './getListQueryKey.js';
