import type { EntityDefinition, FieldDefinition, JsonSchema } from '../../shared/index.js';
import type { AuditChange, AuditChanges } from './AuditEntry.js';
import { toCanonicalJson } from '../../shared/toCanonicalJson.js';

type Record_ = Readonly<Record<string, unknown>>;

const MASK = '••••';
// Shorter secrets would show too much of themselves after the mask, so they show none.
const MIN_REVEALING_LENGTH = 9;

/**
 * The fields whose value differs between two readable records (as readRow gives them): a create passes
 * `before` null (only `to`), a delete `after` null (only `from`). `_id` (the row's recordId), children arrays
 * (their rows get their own entries) and write-only or password fields are left out; secrets are masked.
 */
export function getAuditChanges(entity: EntityDefinition, before: Record_ | null, after: Record_ | null): AuditChanges {
  const changes: Record<string, AuditChange> = {};
  for (const field of entity.fields) {
    if (!isAudited(field)) continue;
    const from = before?.[field.name];
    const to = after?.[field.name];
    if (isEmpty(from) && isEmpty(to)) continue;
    if (before && after && isSameValue(from, to)) continue;
    changes[field.name] = {
      ...(!isEmpty(from) && { from: toAuditValue(field, from) }),
      ...(!isEmpty(to) && { to: toAuditValue(field, to) }),
    };
  }
  return changes;
}

/** A secret as '••••' and its last 4 characters (only the mask when it is short). */
export function maskSecret(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length >= MIN_REVEALING_LENGTH ? MASK + text.slice(-4) : MASK;
}

function isAudited(field: FieldDefinition): boolean {
  return field.name !== '_id' && field.storage !== 'children' && !isHidden(field.schema);
}

function isHidden(schema: JsonSchema | undefined): boolean {
  return schema?.writeOnly === true || schema?.format === 'password';
}

function toAuditValue(field: FieldDefinition, value: unknown): unknown {
  return field.secret ? maskSecret(value) : withoutHidden(field.schema, value);
}

/** The value without the write-only or password properties its schema declares at any depth (a json field's object). */
function withoutHidden(schema: JsonSchema | undefined, value: unknown): unknown {
  if (!schema || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return schema.items ? value.map((item) => withoutHidden(schema.items, item)) : value;
  const properties = schema.properties;
  if (!properties) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !isHidden(properties[name]))
      .map(([name, item]) => [name, withoutHidden(properties[name], item)]),
  );
}

/** Whether two values of a record (as readRow gives them) are the same: both empty, or the same JSON whatever its objects' key order. */
export function isSameValue(a: unknown, b: unknown): boolean {
  return (isEmpty(a) && isEmpty(b)) || toCanonicalJson(a) === toCanonicalJson(b);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null;
}

