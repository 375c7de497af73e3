import type { AppSchemaInput, EntitySchemaInput, LoadedFile, SchemaProblem } from './types.js';
import { getTableName } from './caseNames.js';
import { jsonPointer } from './jsonPointer.js';

interface Claim {
  readonly source: string;
  readonly pointer: string;
}

/** Checks what no single file can: unique entities, tables, page routes and API endpoints, and the menu's routes. */
export function getProjectProblems(
  app: LoadedFile<AppSchemaInput> | null,
  entities: readonly LoadedFile<EntitySchemaInput>[],
  options: { readonly allEntitiesValid: boolean },
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const entityNames = new Map<string, Claim>();
  const tables = new Map<string, Claim>();
  const routes = new Map<string, Claim & { route: string }>();
  const calls = new Map<string, Claim>();

  // The first claimant (in file order) keeps a name; each later one is reported against it.
  const claim = (map: Map<string, Claim>, key: string, at: Claim, message: string): void => {
    const first = map.get(key);
    if (first) problems.push({ ...at, message: `${message} (first declared at ${first.source}: ${first.pointer}); expected it once across all schemas` });
    else map.set(key, at);
  };

  for (const file of entities) {
    const schema = file.data;
    const at = (...segments: (string | number)[]): Claim => ({ source: file.source, pointer: jsonPointer(...segments) });
    claim(entityNames, schema.entity, at('entity'), `duplicate entity ${JSON.stringify(schema.entity)}`);
    const table = schema.table ?? getTableName(schema.entity);
    claim(tables, table, at(schema.table ? 'table' : 'entity'), `duplicate table ${JSON.stringify(table)}`);
    const pages = [
      ...Object.entries(schema.grids ?? {}).map(([name, page]) => ['grids', name, page.route] as const),
      ...Object.entries(schema.forms ?? {}).map(([name, page]) => ['forms', name, page.route] as const),
      ...Object.entries(schema.views ?? {}).map(([name, page]) => ['views', name, page.route] as const),
    ];
    for (const [section, name, route] of pages) {
      const where = at(section, name, 'route');
      // `/sellers/{_id}` and `/sellers/{id}` match the same URLs, so placeholders compare equal.
      const key = getRouteShape(route);
      const first = routes.get(key);
      if (first) {
        problems.push({
          ...where,
          message: `duplicate page route ${JSON.stringify(route)} (first declared at ${first.source}: ${first.pointer}); expected each page route once across all schemas`,
        });
      } else {
        routes.set(key, { ...where, route });
      }
    }
    for (const [name, endpoint] of Object.entries(schema.endpoints ?? {})) {
      claim(calls, `${endpoint.method} ${getRouteShape(endpoint.path)}`, at('endpoints', name), `duplicate API endpoint ${endpoint.method} ${endpoint.path}`);
    }
  }

  // With an entity left out (it failed the meta-schema), its routes are unknown: the menu can't be judged.
  if (app && options.allEntitiesValid) {
    const known = [...routes.values()].map((page) => page.route).sort();
    (app.data.menu ?? []).forEach((entry, i) => {
      if (!known.includes(entry.route)) {
        problems.push({
          source: app.source,
          pointer: jsonPointer('menu', i, 'route'),
          message: `unknown page route ${JSON.stringify(entry.route)}; expected one of: ${known.length > 0 ? known.join(', ') : '(no pages declared)'}`,
        });
      }
    });
  }
  return problems;
}

/** A route with its placeholder names erased, for comparing which URLs two routes match. */
export function getRouteShape(route: string): string {
  return route.replace(/\{[^}]*\}/g, '{}');
}
