import { matchesVersion, ROW_VERSION_FIELD, type ExpectedVersions } from '../../../shared/index.js';

/** A stored row's version (its `_version` column: 1 when made, one more at every UPDATE, see migrateRowVersions). */
export function readRowVersion(row: Readonly<Record<string, unknown>>): number {
  return Number(row[ROW_VERSION_FIELD]);
}

/** The row has another version than the request named: nothing was changed; `row` is the row as stored now. */
export class StaleVersionError extends Error {
  readonly row: Readonly<Record<string, unknown>>;

  constructor(row: Readonly<Record<string, unknown>>) {
    super(`stale row version: the row is at ${readRowVersion(row)}`);
    this.name = 'StaleVersionError';
    this.row = row;
  }
}

/** Throws StaleVersionError unless the stored row has one of the expected versions (nothing expected: any). */
export function assertRowVersion(row: Readonly<Record<string, unknown>>, expected: ExpectedVersions | undefined): void {
  if (expected !== undefined && !matchesVersion(expected, readRowVersion(row))) throw new StaleVersionError(row);
}
