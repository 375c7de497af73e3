import { NO_ID, type CheckCase } from '../CheckCase.js';
import type { RowPool } from '../createRowPool.js';
import { getJsonBodySchema, getPathPlaceholders, type DocumentedOperation } from '../OpenApiDocument.js';

/** The 404 case of an operation on a row: an _id no server has (none when its path names no row). */
export function getUnknownIdCases(operation: DocumentedOperation, rows: RowPool): CheckCase[] {
  if (!getPathPlaceholders(operation.path).includes('_id')) return [];
  const body = operation.method !== 'GET' && getJsonBodySchema(operation) ? { body: {} } : {};
  return [{ name: 'an unknown _id', request: { method: operation.method, url: rows.fill(operation, { _id: NO_ID }), ...body }, status: [404] }];
}
