export { registerBulkRoutes } from './registerBulkRoutes.js';
export { createBulkJudge } from './createBulkJudge.js';
export type { BulkJudge, BulkVerdicts } from './createBulkJudge.js';
export { BULK_CHUNK_ROWS, createBulkRunner } from './createBulkRunner.js';
export { createJobStore, JOB_STALE_MS } from './createJobStore.js';
export type { Job, JobState, JobStore } from './createJobStore.js';
export { createReportCollector } from './BulkReport.js';
export type { BulkReport, BulkSkip } from './BulkReport.js';
export { readBulkSelection } from './readBulkSelection.js';
