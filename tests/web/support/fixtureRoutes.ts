import type { EntityDefinition, PageRoute } from '../../../runtime/shared/index.js';
import { fixtureEntities } from '../../fixtures/entities.js';

/** The page routes generated/index.ts would list for the fixture entities. */
export function getRoutes(entities: readonly EntityDefinition[]): PageRoute[] {
  return entities.flatMap((entity) => [
    ...entity.grids.map((grid) => ({ path: grid.route, kind: 'grid' as const, entity: entity.entity, name: grid.name })),
    ...entity.forms.map((form) => ({ path: form.route, kind: 'form' as const, entity: entity.entity, name: form.name })),
    ...entity.views.map((view) => ({ path: view.route, kind: 'view' as const, entity: entity.entity, name: view.name })),
  ]);
}

export const fixtureRoutes: readonly PageRoute[] = getRoutes(fixtureEntities);
