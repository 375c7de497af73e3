import type { EntityDefinition, FormDefinition, GridDefinition, PageRoute, ViewDefinition } from '../../shared/index.js';
import { getEntity } from '../context/index.js';

export type PageDefinition =
  | { readonly kind: 'grid'; readonly entity: EntityDefinition; readonly grid: GridDefinition }
  | { readonly kind: 'form'; readonly entity: EntityDefinition; readonly form: FormDefinition }
  | { readonly kind: 'view'; readonly entity: EntityDefinition; readonly view: ViewDefinition };

/** The grid, form or view a route names; throws naming the route and the known names when it does not exist. */
export function getPageDefinition(entities: ReadonlyMap<string, EntityDefinition>, route: PageRoute): PageDefinition {
  const entity = getEntity(entities, route.entity);
  switch (route.kind) {
    case 'grid':
      return { kind: 'grid', entity, grid: findByName(entity.grids, route) };
    case 'form':
      return { kind: 'form', entity, form: findByName(entity.forms, route) };
    case 'view':
      return { kind: 'view', entity, view: findByName(entity.views, route) };
  }
}

function findByName<T extends { readonly name: string }>(list: readonly T[], route: PageRoute): T {
  const found = list.find((candidate) => candidate.name === route.name);
  if (found) return found;
  const known = list.map((candidate) => candidate.name).join(', ') || '(none)';
  throw new Error(
    `Route ${route.path} names ${route.kind} "${route.name}" of entity "${route.entity}", which does not exist. Known ${route.kind}s: ${known}.`,
  );
}
