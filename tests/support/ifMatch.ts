import { toEntityTag } from '../../runtime/shared/index.js';

/** The If-Match header of a change made on this row as the API answered it (its `_version`). */
export function ifMatch(row: object): { 'if-match': string } {
  const version = (row as { readonly _version?: unknown })._version;
  if (typeof version !== 'number') throw new Error(`the row has no _version: ${JSON.stringify(row)}`);
  return { 'if-match': toEntityTag(version) };
}
