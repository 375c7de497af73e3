import { getTemplateParams } from '../runtime/shared/index.js';
import type { AppSchemaInput, EntitySchemaInput, LoadedFile, SchemaProblem } from './types.js';
import { getTableName } from './caseNames.js';
import { jsonPointer } from './jsonPointer.js';

interface Claim {
  readonly source: string;
  readonly pointer: string;
}

/** A grid that names a shared page. */
interface PagePart extends Claim {
  readonly entity: string;
  readonly grid: string;
  readonly route: string;
}

/**
 * Checks what no single file can: unique entities, tables, page routes and API endpoints, shared pages
 * (identical routes; app.json `pages` listing exactly their grids), and the menu's routes.
 */
export function getProjectProblems(
  app: LoadedFile<AppSchemaInput> | null,
  entities: readonly LoadedFile<EntitySchemaInput>[],
  options: { readonly allEntitiesValid: boolean },
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const entityNames = new Map<string, Claim>();
  const tables = new Map<string, Claim>();
  const routes = new Map<string, Claim & { route: string; kind: string }>();
  const calls = new Map<string, Claim>();
  const pages = new Map<string, PagePart[]>();

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
    const declared = [
      ...Object.entries(schema.grids ?? {}).map(([name, page]) => ['grids', name, page.route, page.page] as const),
      ...Object.entries(schema.forms ?? {}).map(([name, page]) => ['forms', name, page.route, undefined] as const),
      ...Object.entries(schema.views ?? {}).map(([name, page]) => ['views', name, page.route, undefined] as const),
    ];
    for (const [section, name, route, pageId] of declared) {
      const where = at(section, name, 'route');
      if (pageId !== undefined) {
        const parts = pages.get(pageId);
        const part = { ...where, entity: schema.entity, grid: name, route };
        if (parts) {
          parts.push(part);
          const first = parts[0] as PagePart;
          // The page's first grid claimed the route; the others must draw on exactly that page.
          if (route !== first.route) {
            problems.push({
              ...where,
              message: `route ${JSON.stringify(route)} differs from ${JSON.stringify(first.route)} of page ${JSON.stringify(pageId)} (first declared at ${first.source}: ${first.pointer}); expected the grids of one page to have identical routes`,
            });
          }
          continue;
        }
        pages.set(pageId, [part]);
      }
      // `/sellers/{_id}` and `/sellers/{id}` match the same URLs, so placeholders compare equal.
      const key = getRouteShape(route);
      const first = routes.get(key);
      if (first) {
        problems.push({
          ...where,
          message: `duplicate page route ${JSON.stringify(route)} (first declared at ${first.source}: ${first.pointer}); expected each page route once across all schemas${
            section === 'grids' && first.kind === 'grids' ? ' (grids drawn on one page share a "page" id)' : ''
          }`,
        });
      } else {
        routes.set(key, { ...where, route, kind: section });
      }
    }
    for (const [name, endpoint] of Object.entries(schema.endpoints ?? {})) {
      claim(calls, `${endpoint.method} ${getRouteShape(endpoint.path)}`, at('endpoints', name), `duplicate API endpoint ${endpoint.method} ${endpoint.path}`);
    }
  }

  // With an entity left out (it failed the meta-schema), its grids and routes are unknown: pages and the menu can't be judged.
  if (!app || !options.allEntitiesValid) return problems;
  problems.push(...getPageProblems(app, pages));

  const menuRoutes = [...routes.values()]
    .filter((page) => page.kind === 'grids' && getTemplateParams(page.route).length === 0)
    .map((page) => page.route)
    .sort();
  const known = [...routes.values()].map((page) => page.route);
  (app.data.menu ?? []).forEach((entry, i) => {
    if (menuRoutes.includes(entry.route)) return;
    const list = menuRoutes.length > 0 ? menuRoutes.join(', ') : '(no grid pages without placeholders declared)';
    const found = known.includes(entry.route) ? `page route ${JSON.stringify(entry.route)} is not a grid without placeholders` : `unknown page route ${JSON.stringify(entry.route)}`;
    problems.push({ source: app.source, pointer: jsonPointer('menu', i, 'route'), message: `${found}; expected one of: ${list}` });
  });
  return problems;
}

/** app.json `pages` must list exactly the grids of each page id; pages spanning several entities must be listed. */
function getPageProblems(app: LoadedFile<AppSchemaInput>, pages: ReadonlyMap<string, readonly PagePart[]>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const report = (segments: (string | number)[], message: string): void => {
    problems.push({ source: app.source, pointer: jsonPointer(...segments), message });
  };
  const ids = [...pages.keys()].sort();
  const listed = new Set<string>();
  (app.data.pages ?? []).forEach((page, i) => {
    const parts = pages.get(page.id);
    if (listed.has(page.id)) {
      report(['pages', i, 'id'], `duplicate page ${JSON.stringify(page.id)}; expected each page once in "pages"`);
      return;
    }
    listed.add(page.id);
    if (!parts) {
      report(['pages', i, 'id'], `unknown page ${JSON.stringify(page.id)}; expected one of: ${ids.length > 0 ? ids.join(', ') : '(no grid names a "page")'}`);
      return;
    }
    const names = parts.map((part) => `${part.entity}.${part.grid}`);
    page.parts.forEach((name, j) => {
      if (!names.includes(name)) report(['pages', i, 'parts', j], `unknown grid ${JSON.stringify(name)} of page ${JSON.stringify(page.id)}; expected one of: ${names.join(', ')}`);
    });
    for (const name of names) {
      if (!page.parts.includes(name)) {
        report(['pages', i, 'parts'], `page ${JSON.stringify(page.id)} does not list grid ${JSON.stringify(name)}; expected every grid whose "page" is ${JSON.stringify(page.id)}`);
      }
    }
  });
  for (const [id, parts] of pages) {
    const owners = [...new Set(parts.map((part) => part.entity))];
    const second = parts.find((part) => part.entity !== owners[0]);
    if (second && !listed.has(id)) {
      problems.push({
        source: second.source,
        pointer: second.pointer.replace(/\/route$/, '/page'),
        message: `page ${JSON.stringify(id)} has grids of several entities (${owners.join(', ')}); expected it in ${app.source} "pages": [{ "id": ${JSON.stringify(id)}, "parts": [${parts.map((part) => JSON.stringify(`${part.entity}.${part.grid}`)).join(', ')}] }] to set their order`,
      });
    }
  }
  return problems;
}

/** A route with its placeholder names erased, for comparing which URLs two routes match. */
export function getRouteShape(route: string): string {
  return route.replace(/\{[^}]*\}/g, '{}');
}
