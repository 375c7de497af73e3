import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from '../runtime/shared/index.js';
import type { EntitySchemaInput, LoadedFile } from './types.js';

/** The built-in audit log entity: written by the server only, listed by the history pages. */
export const AUDIT_ENTITY = 'auditEntry';
/** Its schema file, relative to the project root of admin-gen itself (the `source` of generated/auditEntry.ts). */
export const AUDIT_ENTITY_SOURCE = 'generator/builtin/auditEntry.json';
/** The audit entity's grid of one record's history; its route is the app's `recordHistoryRoute`. */
export const RECORD_HISTORY_GRID = 'recordHistory';

const AUDIT_ENTITY_PATH = path.join(import.meta.dirname, 'builtin', 'auditEntry.json');

/**
 * The entities every project has, as loaded files: the audit log, whose `entity` field lists the project's
 * entities (`oneOf`, value the name, title the plural label) so its grid's select filter offers them.
 */
export function loadBuiltinEntities(projectFiles: readonly LoadedFile[]): LoadedFile[] {
  const audit = JSON.parse(readFileSync(AUDIT_ENTITY_PATH, 'utf8')) as EntitySchemaInput;
  const options = getEntityOptions(projectFiles);
  if (options.length > 0) {
    audit.fields.entity = { ...(audit.fields.entity as JsonSchema), oneOf: options };
  } else {
    // A project without readable entities (its own problems are reported): an empty oneOf is invalid JSON Schema.
    for (const column of audit.grids?.auditLog?.columns ?? []) if (column.field === 'entity') column.filter = 'text';
  }
  return [{ path: AUDIT_ENTITY_PATH, source: AUDIT_ENTITY_SOURCE, data: audit }];
}

/** `{ const: entity, title: label.many }` for each readable project schema, by label; unreadable ones fail validation anyway. */
function getEntityOptions(files: readonly LoadedFile[]): { const: string; title: string }[] {
  const options = new Map<string, string>();
  for (const file of files) {
    const data = file.data as { entity?: unknown; label?: { many?: unknown } } | undefined;
    const entity = data?.entity;
    const many = data?.label?.many;
    // A user schema named like the built-in is refused by validateSchemas; it is not audited as another entity.
    if (typeof entity === 'string' && typeof many === 'string' && entity !== AUDIT_ENTITY && !options.has(entity)) options.set(entity, many);
  }
  return [...options]
    .map(([entity, many]) => ({ const: entity, title: many }))
    .sort((a, b) => compare(a.title, b.title) || compare(a.const, b.const));
}

// Code-unit order, like normalize's compareStrings: never the machine's locale.
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
