// A row's version: how concurrent edits are caught (If-Match / ETag), stated once for every tier.

/**
 * The column, and the field of every answered row, holding the row's version: 1 when the row is made, one more at
 * every UPDATE of it, whoever runs it (a trigger of the store keeps it, so SQL written by hand counts too).
 */
export const ROW_VERSION_FIELD = '_version';

/** The request header naming the version a change was made on (a row body may carry `_version` instead). */
export const IF_MATCH_HEADER = 'If-Match';

/** The answer header carrying the version of the row answered (`get`, and the writes that answer a row). */
export const ETAG_HEADER = 'ETag';

/** A version as the strong entity tag ETag carries and If-Match sends back: `"3"`. */
export function toEntityTag(version: number): string {
  return `"${version}"`;
}

/** The version of a row as the API answered it (its `_version`), or undefined when it carries none. */
export function getRowVersion(row: Readonly<Record<string, unknown>> | null | undefined): number | undefined {
  const value = row?.[ROW_VERSION_FIELD];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** What an If-Match asks: `*` any current row, else the versions its strong entity tags name. */
export type ExpectedVersions = '*' | readonly number[];

// A strong or weak entity tag: `"3"`, `W/"3"` (its text may hold commas, never a quote).
const ENTITY_TAG = /(W\/)?"([^"]*)"/g;

/**
 * The versions an If-Match header value names: undefined when there is none, `*` for any, else the versions of its
 * strong tags that are versions (`"3"`). Weak tags (`W/"3"`) and other text name nothing, so they match no row:
 * If-Match compares strongly (RFC 9110 §13.1.1).
 */
export function parseIfMatch(header: string | readonly string[] | undefined): ExpectedVersions | undefined {
  const text = Array.isArray(header) ? header.join(', ') : (header as string | undefined);
  if (text === undefined || text.trim() === '') return undefined;
  if (text.trim() === '*') return '*';
  const versions: number[] = [];
  for (const [, weak, tag] of text.matchAll(ENTITY_TAG)) {
    if (weak === undefined && tag !== undefined && /^[1-9][0-9]{0,14}$/.test(tag)) versions.push(Number(tag));
  }
  return versions;
}

/** Whether a row at `version` is one the request may change. */
export function matchesVersion(expected: ExpectedVersions, version: number): boolean {
  return expected === '*' || expected.includes(version);
}
