import { AUDIT_ENTITY } from '../../../generator/index.js';
import type { EntityDefinition, PageRoute } from '../../../runtime/shared/index.js';
import { webModel } from '../fixtures/webEntities.js';

/**
 * The page routes generated/index.ts would list: one per form and view, one per grid, except that grids
 * with the same `page` id share one route whose parts are those grids in order (title: the first's).
 */
export function getRoutes(entities: readonly EntityDefinition[]): PageRoute[] {
  const routes: PageRoute[] = [];
  const shared = new Map<string, { path: string; title: string; parts: { entity: string; name: string }[] }>();
  for (const entity of entities) {
    for (const grid of entity.grids) {
      const part = { entity: entity.entity, name: grid.name };
      if (grid.page === null) {
        routes.push({ path: grid.route, kind: 'grid', title: grid.title, parts: [part] });
        continue;
      }
      const page = shared.get(grid.page);
      if (page) page.parts.push(part);
      else {
        const created = { path: grid.route, title: grid.title, parts: [part] };
        shared.set(grid.page, created);
        routes.push({ path: created.path, kind: 'grid', title: created.title, parts: created.parts });
      }
    }
    for (const form of entity.forms)
      routes.push({ path: form.route, kind: 'form', title: form.title, parts: [{ entity: entity.entity, name: form.name }] });
    for (const view of entity.views)
      routes.push({ path: view.route, kind: 'view', title: view.title, parts: [{ entity: entity.entity, name: view.name }] });
  }
  return routes;
}

/** The delivery form's entities (deliveryEntities.ts adds them) and the audit log (tests that draw history add it). */
const SET_APART = new Set([AUDIT_ENTITY, 'delivery', 'product', 'productKey']);

/** tests/fixtures/web/schemas' seller, institute and course category and the web tests' own entities. */
export const allEntities: readonly EntityDefinition[] = webModel.entities.filter((entity) => !SET_APART.has(entity.entity));

export const fixtureRoutes: readonly PageRoute[] = getRoutes(allEntities);
