// Prints docs/roles.md from the generated model: per role, each entity it reaches with its actions, hidden and
// read-only fields and row filter (getPermissions, as the server enforces them):
// `npx tsx scripts/printRoleMatrix.ts > docs/roles.md`. tests/server/security/permissionMatrix.test.ts checks it is current.
import { pathToFileURL } from 'node:url';
import { getGrantableActions, getPermissions, type AppDefinition, type EntityDefinition } from '../runtime/shared/index.js';

/** The roles of the model as Markdown: one table per role (entity → actions, hidden, read-only, row filter). */
export function formatRoleMatrix(app: Pick<AppDefinition, 'roles' | 'title'>, entities: readonly EntityDefinition[]): string {
  const byName = new Map(entities.map((entity) => [entity.entity, entity]));
  const lines = [
    `# Roles of ${app.title}`,
    '',
    'Generated from schemas/app.json by `npx tsx scripts/printRoleMatrix.ts > docs/roles.md`; do not edit. A role reaches only the entities listed under it;',
    'hidden fields are never sent to it, read-only ones (a row filter\'s included) it may not write, and a row filter limits it to the matching rows.',
  ];
  if (app.roles.length === 0) lines.push('', 'The site declares no roles: every signed-in account may do everything.');
  for (const role of app.roles) {
    const permissions = getPermissions(app, [role.name]);
    lines.push('', `## ${role.label} (\`${role.name}\`)`, '', '| Entity | Actions | Hidden | Read-only | Row filter |', '| --- | --- | --- | --- | --- |');
    for (const [name, permission] of Object.entries(permissions.entities)) {
      const entity = byName.get(name);
      // The grantable order (list, view, create, …, then transitions) reads better than the alphabetical one.
      const actions = entity ? getGrantableActions(entity.endpoints).filter((action) => permission.actions.includes(action)) : permission.actions;
      const rowFilter = permission.rowFilters === null ? 'all rows' : permission.rowFilters.map((filter) => JSON.stringify(filter)).join(' or ') || 'no row';
      lines.push(`| ${entity?.label.many ?? name} (\`${name}\`) | ${actions.join(', ') || '—'} | ${permission.hidden.join(', ') || '—'} | ${permission.readOnly.join(', ') || '—'} | ${rowFilter.replace(/\|/g, '\\|')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { loadGenerated } = await import('../runtime/server/loadGenerated.js');
  const { app, entities } = await loadGenerated();
  process.stdout.write(formatRoleMatrix(app, entities));
}
