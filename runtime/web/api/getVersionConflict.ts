import { isRecord } from '../../shared/isRecord.js';
import { ApiError } from './ApiError.js';
import type { GridRow } from './GridRow.js';

/** The row as it is now when the error is the 412 of a change made on a version someone changed since; else null. */
export function getVersionConflict(error: unknown): GridRow | null {
  if (!(error instanceof ApiError) || error.status !== 412 || !isRecord(error.body)) return null;
  const current = error.body.current;
  return isRecord(current) ? current : null;
}
