import type { EntityDefinition, FormDefinition, GridDefinition, PageRoute, ViewDefinition } from '../../shared/index.js';
import { getEntity } from '../context/index.js';

/** One grid of a grid page, with its entity. */
export interface GridPagePart {
  readonly entity: EntityDefinition;
  readonly grid: GridDefinition;
}

export type PageDefinition =
  | { readonly kind: 'grid'; readonly title: string; readonly grids: readonly GridPagePart[] }
  | { readonly kind: 'form'; readonly title: string; readonly entity: EntityDefinition; readonly form: FormDefinition }
  | { readonly kind: 'view'; readonly title: string; readonly entity: EntityDefinition; readonly view: ViewDefinition };

/** The grids, form or view a route names; throws naming the route and the known names when one does not exist. */
export function getPageDefinition(entities: ReadonlyMap<string, EntityDefinition>, route: PageRoute): PageDefinition {
  // A module generated before routes had parts has none at run time: say so instead of a TypeError.
  if (!Array.isArray(route.parts)) throw new Error(`Route ${route.path} has no "parts"; generated/ is stale, run admin-gen build.`);
  const [first] = route.parts;
  if (!first) throw new Error(`Route ${route.path} names no ${route.kind}.`);
  if (route.kind !== 'grid' && route.parts.length > 1) {
    throw new Error(`Route ${route.path} names ${route.parts.length} ${route.kind}s; only grid pages may have several parts.`);
  }
  switch (route.kind) {
    case 'grid':
      return {
        kind: 'grid',
        title: route.title,
        grids: route.parts.map((part) => {
          const entity = getEntity(entities, part.entity);
          return { entity, grid: findByName(entity.grids, route, part) };
        }),
      };
    case 'form': {
      const entity = getEntity(entities, first.entity);
      return { kind: 'form', title: route.title, entity, form: findByName(entity.forms, route, first) };
    }
    case 'view': {
      const entity = getEntity(entities, first.entity);
      return { kind: 'view', title: route.title, entity, view: findByName(entity.views, route, first) };
    }
  }
}

function findByName<T extends { readonly name: string }>(list: readonly T[], route: PageRoute, part: PageRoute['parts'][number]): T {
  const found = list.find((candidate) => candidate.name === part.name);
  if (found) return found;
  const known = list.map((candidate) => candidate.name).join(', ') || '(none)';
  throw new Error(
    `Route ${route.path} names ${route.kind} "${part.name}" of entity "${part.entity}", which does not exist. Known ${route.kind}s: ${known}.`,
  );
}
