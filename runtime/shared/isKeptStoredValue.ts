import { getRuleFields } from './getRuleProblems.js';
import { isRecord } from './isRecord.js';
import type { EntityDefinition } from './types.js';

/** Where a validation error points and why, in terms both tiers can give (ajv's errors on the server, RJSF's in forms). */
export interface ValueErrorPlace {
  /** The path of the value at fault from the validated object (for `required`, the missing property's). */
  readonly path: readonly (string | number)[];
  /** The keyword that failed. */
  readonly keyword: string;
  /** The schema path of the failed keyword (`#/properties/state/oneOf/1/const`). */
  readonly schemaPath: string;
}

// A branch of these says why one alternative does not fit; the composite's own error judges the value as a whole.
const BRANCH = /\/(?:oneOf|anyOf)\/\d+\//;

/**
 * Whether a validation error only judges a value the stored row already holds and the request sends back unchanged:
 * a schema narrowed after the row was written (an enum value dropped, a shorter maxLength, a new minimum, pattern or
 * required field) must not stop the row from being saved as it is; a changed value is judged in full. Never kept: an
 * error about the object as a whole (unknown or read-only keys), and a wrong type (outside an alternative's branch).
 * `stored` is null when there is no stored row (a create): nothing is kept.
 */
export function isKeptStoredValue(error: ValueErrorPlace, data: unknown, stored: unknown): boolean {
  if (stored === null || stored === undefined || error.path.length === 0) return false;
  if (error.keyword === 'type' && !BRANCH.test(error.schemaPath)) return false;
  return isSameValue(getValueAt(data, error.path), getValueAt(stored, error.path));
}

/**
 * The entity's rules across fields a write must satisfy: every one without a stored row, else those reading a value the
 * write changes (a rule added after the row was written does not stop it from being saved as it is).
 */
export function getJudgedRules<T extends Pick<EntityDefinition, 'fields' | 'rules'>>(entity: T, data: Readonly<Record<string, unknown>>, stored: Readonly<Record<string, unknown>> | null): T {
  if (stored === null || !entity.rules) return entity;
  return { ...entity, rules: entity.rules.filter((rule) => getRuleFields(rule).some((field) => !isSameValue(data[field], stored[field]))) };
}

function getValueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current)) current = Object.hasOwn(current, segment) ? current[segment] : undefined;
    else return undefined;
  }
  return current;
}

/** JSON values compared by content (keys in any order); null and absent are both "no value". */
function isSameValue(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  }
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => isSameValue(a[key], b[key]));
  }
  return a === b;
}
