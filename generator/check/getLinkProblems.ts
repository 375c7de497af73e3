import { jsonPointer } from '../shared/jsonPointer.js';
import type { EntitySchemaInput, LoadedFile, SchemaProblem } from '../shared/types.js';

/** Routes the web shell draws itself: its home redirects to the first menu entry (runtime/web/app/createAdminApp.tsx). */
const SHELL_ROUTES = ['/'];

/** Where a schema names a page to open: links, link actions and form redirects. */
function* getLinkTargets(schema: EntitySchemaInput): Generator<{ segments: (string | number)[]; to: string }> {
  for (const [name, grid] of Object.entries(schema.grids ?? {})) {
    for (const [i, link] of (grid.links ?? []).entries()) yield { segments: ['grids', name, 'links', i, 'to'], to: link.to };
    for (const [i, action] of (grid.actions ?? []).entries()) {
      if (action.kind === 'link' && action.to !== undefined) yield { segments: ['grids', name, 'actions', i, 'to'], to: action.to };
    }
  }
  for (const [name, form] of Object.entries(schema.forms ?? {})) {
    if (form.redirect !== undefined) yield { segments: ['forms', name, 'redirect'], to: form.redirect };
  }
  for (const [name, view] of Object.entries(schema.views ?? {})) {
    for (const [i, link] of (view.links ?? []).entries()) yield { segments: ['views', name, 'links', i, 'to'], to: link.to };
  }
}

/** Every link, link action and redirect must open a page some grid, form or view declares (or the shell's home). */
export function getLinkProblems(entities: readonly LoadedFile<EntitySchemaInput>[], declared: readonly string[]): SchemaProblem[] {
  const routes = [...new Set([...SHELL_ROUTES, ...declared])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const problems: SchemaProblem[] = [];
  for (const file of entities) {
    for (const { segments, to } of getLinkTargets(file.data)) {
      // A link may open a page with its search state set, e.g. `/loans?state=open`.
      const path = to.split(/[?#]/, 1)[0] as string;
      if (routes.some((route) => matchesRoute(path, route))) continue;
      const section = path.split('/')[1];
      const near = routes.filter((route) => route.split('/')[1] === section);
      const list = near.length > 0 ? `routes under "/${section}": ${near.join(', ')}` : `declared: ${routes.join(', ')}`;
      problems.push({
        source: file.source,
        pointer: jsonPointer(...segments),
        message: `unknown page route ${JSON.stringify(path)}; expected the route of a grid, form or view (${list})`,
      });
    }
  }
  return problems;
}

/** Whether a link's path opens a route: same segments, a route placeholder matching any non-empty segment. */
function matchesRoute(path: string, route: string): boolean {
  const given = path.split('/');
  const wanted = route.split('/');
  return given.length === wanted.length && wanted.every((segment, i) => (/^\{[^}]*\}$/.test(segment) ? given[i] !== '' : segment === given[i]));
}
