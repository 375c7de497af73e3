import { ROW_VERSION_FIELD } from '../../shared/index.js';
import { STALE_TAG, type CheckCase, type CheckRequest, type Row } from '../CheckCase.js';
import { requiresRowVersion, type EntityOperation } from '../OpenApiDocument.js';

/** The request on that row naming its current version, when the operation changes a row only at a named version. */
export function withRowVersion(operation: EntityOperation, row: Row, request: CheckRequest): CheckRequest {
  return requiresRowVersion(operation) ? { ...request, ifMatch: { entity: operation.role.entity, id: String(row._id) } } : request;
}

/**
 * The refusals of an operation that changes a row only at a named version (it documents 428): the request on that row
 * naming none (a row body without its `_version` too) is a 428, naming a version it does not have a 412 whose body
 * holds the row. Neither changes the row.
 */
export function getVersionCases(operation: EntityOperation, request: CheckRequest | undefined): CheckCase[] {
  if (!request || !requiresRowVersion(operation)) return [];
  const { ifMatch: _ifMatch, ...unnamed } = request;
  const body = request.body !== undefined && typeof request.body === 'object' && request.body !== null ? Object.fromEntries(Object.entries(request.body).filter(([name]) => name !== ROW_VERSION_FIELD)) : request.body;
  return [
    { name: 'without If-Match', request: { ...unnamed, ...(body !== undefined && { body }) }, status: [428] },
    { name: `a version the row does not have (If-Match ${STALE_TAG})`, request: { ...request, ifMatch: { tag: STALE_TAG } }, status: [412] },
  ];
}
