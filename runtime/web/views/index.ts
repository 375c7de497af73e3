export { useEntityRecord } from './useEntityRecord.js';
export type { UseEntityRecordResult } from './useEntityRecord.js';
export { ViewPage } from './ViewPage.js';
export type { ViewPageProps } from './ViewPage.js';
