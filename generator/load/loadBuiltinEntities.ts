import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from '../../runtime/shared/index.js';
import { getLabelField } from '../normalize/getLabelField.js';
import { ADMIN_USER_ENTITY_SOURCE } from '../shared/adminUserEntity.js';
import { AUDIT_ENTITY, AUDIT_ENTITY_SOURCE } from '../shared/auditEntity.js';
import { compareStrings } from '../shared/compareStrings.js';
import { isRecord } from '../../runtime/shared/isRecord.js';
import type { AppSchemaInput, EntitySchemaInput, LoadedFile } from '../shared/types.js';

const BUILTIN_DIR = path.join(import.meta.dirname, '..', 'builtin');

/**
 * The entities every project has, as loaded files: the audit log, whose `entity` field lists the project's
 * entities (`oneOf`, value the name, title the plural label) so its grid's select filter offers them; and, when
 * app.json declares roles or admin users, the admin users, whose roles and extra fields come from app.json.
 */
export function loadBuiltinEntities(projectFiles: readonly LoadedFile[], app: LoadedFile | null = null): LoadedFile[] {
  const appData = isRecord(app?.data) ? (app.data as unknown as AppSchemaInput) : null;
  const adminUsers: LoadedFile[] =
    appData && (Object.keys(appData.roles ?? {}).length > 0 || appData.adminUsers !== undefined)
      ? [{ path: path.join(BUILTIN_DIR, 'adminUser.json'), source: ADMIN_USER_ENTITY_SOURCE, data: getAdminUserSchema(appData, projectFiles) }]
      : [];
  const audit = readBuiltin('auditEntry.json');
  // The admin users' changes are audited like any entity's.
  const options = getEntityOptions([...projectFiles, ...adminUsers]);
  if (options.length > 0) {
    audit.fields.entity = { ...(audit.fields.entity as JsonSchema), oneOf: options };
  } else {
    // A project without readable entities (its own problems are reported): an empty oneOf is invalid JSON Schema.
    for (const column of audit.grids?.auditLog?.columns ?? []) if (column.field === 'entity') column.filter = 'text';
  }
  return [{ path: path.join(BUILTIN_DIR, 'auditEntry.json'), source: AUDIT_ENTITY_SOURCE, data: audit }, ...adminUsers];
}

/** generator/builtin/adminUser.json with the roles app.json declares as the `roles` options and its `adminUsers.fields` added (text, or a reference cleared when its row goes). */
function getAdminUserSchema(app: AppSchemaInput, projectFiles: readonly LoadedFile[]): EntitySchemaInput {
  const schema = readBuiltin('adminUser.json');
  const roles = Object.entries(isRecord(app.roles) ? app.roles : {}).map(([name, role]) => ({ const: name, title: isRecord(role) && typeof role.label === 'string' ? role.label : name }));
  const rolesField = schema.fields.roles as JsonSchema & { items: JsonSchema };
  // Without declared roles there is nothing to hold (every account may do everything): no field, no empty oneOf.
  if (roles.length > 0) schema.fields.roles = { ...rolesField, items: { ...rolesField.items, oneOf: roles } };
  else delete schema.fields.roles;
  const entities = projectFiles.map((file) => file.data).filter((data): data is EntitySchemaInput => isRecord(data) && typeof data.entity === 'string' && isRecord(data.fields));
  const added: string[] = [];
  for (const [name, declared] of Object.entries(isRecord(app.adminUsers?.fields) ? app.adminUsers.fields : {})) {
    if (!isRecord(declared) || Object.hasOwn(schema.fields, name)) continue;
    added.push(name);
    schema.fields[name] = { type: ['string', 'null'], title: typeof declared.title === 'string' ? declared.title : name };
    const target = entities.find((entity) => entity.entity === declared.reference);
    if (typeof declared.reference === 'string') {
      const display = (target && getLabelField(target, entities)) ?? '_id';
      schema.references = { ...schema.references, [name]: { entity: declared.reference, display, onDelete: 'setNull' } };
    }
  }
  placeSiteFields(schema, added, roles.length > 0);
  return schema;
}

/** The site's fields in the grid, forms and view, before the built-ins' tail (last login, password, dates); without roles, no `roles` anywhere. */
function placeSiteFields(schema: EntitySchemaInput, added: readonly string[], hasRoles: boolean): void {
  const place = (fields: readonly string[], before: readonly string[]): string[] => {
    const kept = fields.filter((field) => hasRoles || field !== 'roles');
    const at = kept.findIndex((field) => before.includes(field));
    return at === -1 ? [...kept, ...added] : [...kept.slice(0, at), ...added, ...kept.slice(at)];
  };
  const tail = ['lastLoginAt', 'password', 'createdAt'];
  for (const grid of Object.values(schema.grids ?? {})) {
    const columns = new Map(grid.columns.map((column) => [column.field, column]));
    grid.columns = place([...columns.keys()], tail).map((field) => columns.get(field) ?? { field });
  }
  for (const form of Object.values(schema.forms ?? {})) form.fields = place(form.fields, tail);
  for (const view of Object.values(schema.views ?? {})) view.fields = place(view.fields, tail);
}

function readBuiltin(name: string): EntitySchemaInput {
  return JSON.parse(readFileSync(path.join(BUILTIN_DIR, name), 'utf8')) as EntitySchemaInput;
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
