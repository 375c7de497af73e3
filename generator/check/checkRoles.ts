import { ADMIN_USER_OWN_FIELDS, ALL_GRANTED, BUILTIN_ADMIN_USER_FIELDS, GRANT_ACTIONS, getGrantableActions, USER_VALUE_PREFIX } from '../../runtime/shared/index.js';
import { jsonPointer } from '../shared/jsonPointer.js';
import type { AppSchemaInput, EntitySchemaInput, LoadedFile, SchemaProblem } from '../shared/types.js';

/**
 * app.json's `roles` and `adminUsers` against the entities: every grant's entity, actions, row filter fields and
 * `$user.<field>` values, hidden and read-only fields; one grant per entity in a role; `firstRole` a declared role
 * (required with roles); an admin user field's reference an entity.
 */
export function checkRoles(app: LoadedFile<AppSchemaInput>, entities: readonly EntitySchemaInput[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const report = (segments: (string | number)[], message: string): void => {
    problems.push({ source: app.source, pointer: jsonPointer(...segments), message });
  };
  const byName = new Map(entities.map((entity) => [entity.entity, entity]));
  const entityNames = [...byName.keys()].sort();
  const roles = app.data.roles ?? {};
  const roleNames = Object.keys(roles);
  const userFields = Object.keys(app.data.adminUsers?.fields ?? {});
  const userValueNames = [...BUILTIN_ADMIN_USER_FIELDS, ...userFields];

  for (const [name, role] of Object.entries(roles)) {
    const claimed = new Map<string, number>();
    role.grants.forEach((grant, i) => {
      const at = (...segments: (string | number)[]) => ['roles', name, 'grants', i, ...segments];
      const first = claimed.get(grant.entity);
      if (first !== undefined) report(at('entity'), `duplicate grant for ${JSON.stringify(grant.entity)} in role ${JSON.stringify(name)} (first at grants/${first}); expected one grant per entity`);
      else claimed.set(grant.entity, i);
      const entity = byName.get(grant.entity);
      if (grant.entity === ALL_GRANTED) {
        grant.actions.forEach((action, j) => {
          if (action !== ALL_GRANTED && !(GRANT_ACTIONS as readonly string[]).includes(action)) {
            report(at('actions', j), `unknown action ${JSON.stringify(action)} for every entity; expected * or one of: ${GRANT_ACTIONS.join(', ')}`);
          }
        });
        for (const key of ['rowFilter', 'hidden', 'readOnly'] as const) {
          if (grant[key] !== undefined) report(at(key), `${key} on a grant for every entity; expected it on a grant naming one entity`);
        }
        return;
      }
      if (!entity) {
        report(at('entity'), `unknown entity ${JSON.stringify(grant.entity)}; expected * or one of: ${entityNames.join(', ')}`);
        return;
      }
      const actions = getGrantableActions(Object.entries(entity.endpoints ?? {}).map(([endpoint, { kind }]) => ({ name: endpoint, kind })));
      grant.actions.forEach((action, j) => {
        if (action !== ALL_GRANTED && !actions.includes(action)) report(at('actions', j), `unknown action ${JSON.stringify(action)} of entity ${JSON.stringify(grant.entity)}; expected * or one of: ${actions.join(', ')}`);
      });
      const fields = Object.keys(entity.fields);
      const checkField = (field: string, segments: (string | number)[]): void => {
        if (!fields.includes(field)) report(segments, `unknown field ${JSON.stringify(field)} of entity ${JSON.stringify(grant.entity)}; expected one of: ${fields.join(', ')}`);
      };
      for (const key of ['hidden', 'readOnly'] as const) (grant[key] ?? []).forEach((field, j) => checkField(field, at(key, j)));
      for (const [field, value] of Object.entries(grant.rowFilter ?? {})) {
        checkField(field, at('rowFilter', field));
        if (typeof value === 'string' && value.startsWith(USER_VALUE_PREFIX) && !userValueNames.includes(value.slice(USER_VALUE_PREFIX.length))) {
          report(at('rowFilter', field), `unknown admin user field in ${JSON.stringify(value)}; expected ${userValueNames.map((user) => USER_VALUE_PREFIX + user).join(', ')} (adminUsers.fields declares the site's own)`);
        }
      }
    });
  }

  const firstRole = app.data.adminUsers?.firstRole;
  if (firstRole !== undefined && !roleNames.includes(firstRole)) {
    report(['adminUsers', 'firstRole'], `unknown role ${JSON.stringify(firstRole)}; expected one of: ${roleNames.length > 0 ? roleNames.join(', ') : '(no roles declared)'}`);
  } else if (firstRole === undefined && roleNames.length > 0) {
    report(['adminUsers', 'firstRole'], `missing first role; expected "adminUsers": { "firstRole": one of ${roleNames.join(', ')} } (the first start's account and older accounts hold it)`);
  }
  for (const [field, declared] of Object.entries(app.data.adminUsers?.fields ?? {})) {
    if ((ADMIN_USER_OWN_FIELDS as readonly string[]).includes(field)) {
      report(['adminUsers', 'fields', field], `field ${JSON.stringify(field)} is an admin user's own; expected another name`);
    }
    if (declared.reference !== undefined && !byName.has(declared.reference)) {
      report(['adminUsers', 'fields', field, 'reference'], `unknown entity ${JSON.stringify(declared.reference)}; expected one of: ${entityNames.join(', ')}`);
    }
  }
  return problems;
}
