import { getTemplateParams, GRID_URL_PARAMS } from '../../runtime/shared/index.js';
import type { AppSchemaInput, EntitySchemaInput, GridInput, LoadedFile, SchemaProblem } from '../shared/types.js';
import { getTableName } from '../shared/caseNames.js';
import { checkRoles } from './checkRoles.js';
import { getLinkProblems } from './getLinkProblems.js';
import { jsonPointer } from '../shared/jsonPointer.js';

/** The server's built-in calls under the API base (see emitOpenApi), as route shapes, and whose they are. */
const BUILTIN_CALLS: Readonly<Record<string, string>> = {
  'POST /upload': 'the upload service',
  'GET /uploads/{}/{}': 'the upload service',
  'GET /get_signature_s3': 'the upload service',
  'POST /login': 'sign-in',
  'GET /session': 'sign-in',
  'POST /logout': 'sign-in',
};

interface Claim {
  readonly source: string;
  readonly pointer: string;
}

/** A grid and its name within its entity. */
interface NamedGrid {
  readonly name: string;
  readonly grid: GridInput;
}

/** A grid that names a shared page. */
interface PagePart extends Claim {
  readonly entity: string;
  readonly grid: string;
  readonly route: string;
}

/**
 * Checks what no single file can: unique entities, tables, page routes and API endpoints, shared pages
 * (identical routes; app.json `pages` listing exactly their grids), the menu's routes and the pages links open.
 */
export function getProjectProblems(
  app: LoadedFile<AppSchemaInput> | null,
  entities: readonly LoadedFile<EntitySchemaInput>[],
  options: { readonly allEntitiesValid: boolean },
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const entityNames = new Map<string, Claim>();
  const tables = new Map<string, Claim>();
  const routes = new Map<string, Claim & { route: string; kind: string; grids: NamedGrid[] }>();
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
      ...Object.entries(schema.grids ?? {}).map(([name, page]) => ['grids', name, page.route, page] as const),
      ...Object.entries(schema.forms ?? {}).map(([name, page]) => ['forms', name, page.route, null] as const),
      ...Object.entries(schema.views ?? {}).map(([name, page]) => ['views', name, page.route, null] as const),
    ];
    for (const [section, name, route, grid] of declared) {
      const pageId = grid?.page;
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
          const owner = [...routes.values()].find((candidate) => candidate.route === first.route);
          if (owner && grid) owner.grids.push({ name, grid });
          continue;
        }
        pages.set(pageId, [part]);
      }
      // `/authors/{_id}` and `/authors/{id}` match the same URLs, so placeholders compare equal.
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
        routes.set(key, { ...where, route, kind: section, grids: grid ? [{ name, grid }] : [] });
      }
    }
    for (const [name, endpoint] of Object.entries(schema.endpoints ?? {})) {
      const call = `${endpoint.method} ${getRouteShape(endpoint.path)}`;
      const owner = Object.hasOwn(BUILTIN_CALLS, call) ? BUILTIN_CALLS[call] : undefined;
      if (owner) {
        problems.push({ ...at('endpoints', name), message: `API endpoint ${endpoint.method} ${endpoint.path} is ${owner}'s; expected another method or path` });
      } else {
        claim(calls, call, at('endpoints', name), `duplicate API endpoint ${endpoint.method} ${endpoint.path}`);
      }
    }
  }

  // With an entity left out (it failed the meta-schema), its grids and routes are unknown: pages and the menu can't be judged.
  if (!options.allEntitiesValid) return problems;
  problems.push(...getLinkProblems(entities, [...routes.values()].map((page) => page.route)));
  if (!app) return problems;
  problems.push(...getPageProblems(app, pages));
  problems.push(...checkRoles(app, entities.map((file) => file.data)));

  const menuPages = [...routes.values()]
    .filter((page) => page.kind === 'grids' && getTemplateParams(page.route).length === 0)
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const menuRoutes = menuPages.map((page) => page.route);
  const known = [...routes.values()].map((page) => page.route);
  (app.data.menu ?? []).forEach((entry, i) => {
    const at = jsonPointer('menu', i, 'route');
    // A menu entry may open a grid with its search state set, e.g. `/loans?state=open`.
    const [route = '', search] = entry.route.split('?', 2);
    const page = menuPages.find((candidate) => candidate.route === route);
    if (!page) {
      const list = menuRoutes.length > 0 ? menuRoutes.join(', ') : '(no grid pages without placeholders declared)';
      const found = known.includes(route) ? `page route ${JSON.stringify(route)} is not a grid without placeholders` : `unknown page route ${JSON.stringify(route)}`;
      problems.push({ source: app.source, pointer: at, message: `${found}; expected one of: ${list}` });
      return;
    }
    if (search !== undefined) problems.push(...getMenuSearchProblems(app.source, at, route, search, page.grids));
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

/** The search parameters a menu entry sets must be ones its grid reads: pager, sort, a filter or the tab (with a known value). */
function getMenuSearchProblems(source: string, pointer: string, route: string, search: string, grids: readonly NamedGrid[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  // Grids sharing a page prefix their parameters with the grid name (runtime/web/grid/getGridSearchState.ts).
  const shared = grids.length > 1;
  const tabs = new Map<string, string[]>();
  const names: string[] = [];
  for (const { name: gridName, grid } of grids) {
    const prefix = shared ? `${gridName}.` : '';
    const own = [...GRID_URL_PARAMS, ...grid.columns.filter((column) => column.filter !== undefined).map((column) => column.field)];
    names.push(...own.map((name) => prefix + name));
    if (grid.tabs) {
      names.push(prefix + grid.tabs.param);
      tabs.set(prefix + grid.tabs.param, grid.tabs.options.map((option) => option.value));
    }
  }
  for (const [name, value] of new URLSearchParams(search)) {
    if (!names.includes(name)) {
      problems.push({ source, pointer, message: `unknown search parameter ${JSON.stringify(name)} for grid route ${JSON.stringify(route)}; expected one of: ${names.join(', ')}` });
    } else if (tabs.has(name) && !tabs.get(name)?.includes(value)) {
      problems.push({ source, pointer, message: `unknown tab ${JSON.stringify(value)} in ${JSON.stringify(name)}; expected one of: ${tabs.get(name)?.join(', ')}` });
    }
  }
  return problems;
}

/** A route with its placeholder names erased, for comparing which URLs two routes match. */
export function getRouteShape(route: string): string {
  return route.replace(/\{[^}]*\}/g, '{}');
}
