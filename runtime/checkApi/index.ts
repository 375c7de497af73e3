// check-api: a conformance checker of a live server against generated/openapi.json (the CLI and the contract tests share it).
export { createAnswerChecker } from './createAnswerChecker.js';
export type { AnswerChecker, CheckResponse } from './createAnswerChecker.js';
export { CheckUsageError, createApiChecker } from './createApiChecker.js';
export type { ApiChecker, ApiCheckerOptions, CaseResult, CheckCase, CheckRequest } from './createApiChecker.js';
export { formatCheckProblems, formatCheckSummary, formatCheckTable } from './formatCheckReport.js';
export { getDocumentedOperations } from './OpenApiDocument.js';
export type { DocumentedOperation, OpenApiDocument, OperationRole } from './OpenApiDocument.js';
export { runApiCheck } from './runApiCheck.js';
export type { ApiCheckResult, RunApiCheckOptions } from './runApiCheck.js';
export { createFetchTransport, TransportError } from './Transport.js';
export type { Transport, TransportRequest, TransportResponse } from './Transport.js';
