import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from '../../runtime/shared/index.js';
import { AUDIT_ENTITY, AUDIT_ENTITY_SOURCE } from '../shared/auditEntity.js';
import { compareStrings } from '../shared/compareStrings.js';
import type { EntitySchemaInput, LoadedFile } from '../shared/types.js';

const AUDIT_ENTITY_PATH = path.join(import.meta.dirname, '..', 'builtin', 'auditEntry.json');

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
    .sort((a, b) => compareStrings(a.title, b.title) || compareStrings(a.const, b.const));
}
