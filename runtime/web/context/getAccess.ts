import { getEndpointAction, getRowFilterFill, isAllowed, resolveRowFilters } from '../../shared/index.js';
import type { EndpointRef, EntityDefinition, PageRoute, Permissions, UserValues } from '../../shared/index.js';

/** One part of a page route: a grid, form or view of an entity. */
export type PagePart = PageRoute['parts'][number];

/** What the signed-in user may do in the web app, every answer derived from `can`. */
export interface Access {
  /** The one question of the web app: may the user do a grant action (`list`, `update`, a transition's name…) on an entity? */
  readonly can: (entity: string, action: string) => boolean;
  /** May the user make this call (the action its endpoint needs, getEndpointAction)? Null, a call not made: yes. */
  readonly canCall: (ref: EndpointRef | null) => boolean;
  /** May the user open the page at a path or route template (`?query` ignored)? A path no route claims: yes (it is a 404). */
  readonly canOpen: (path: string) => boolean;
  /** The parts of a route the user may see: a grid page's grids it may list, a form or view whose calls it may make. */
  readonly getShownParts: (route: PageRoute) => readonly PagePart[];
  /** Fields of an entity never sent to the user (sorted; none when unrestricted). */
  readonly getHidden: (entity: string) => readonly string[];
  /** Fields of an entity the user sees but may not write (sorted; none when unrestricted). */
  readonly getReadOnly: (entity: string) => readonly string[];
  /**
   * The values a new record of the entity takes from the user's row filter (e.g. an owner reference holding the account's own value), as the server
   * fills them on create (getRowFilterFill); empty when the user reaches every row.
   */
  readonly getCreateFill: (entity: string) => Readonly<Record<string, unknown>>;
}

/** Everything allowed: a site without roles, or a session answer without permissions (a server before roles). */
export const UNRESTRICTED: Permissions = { restricted: false, roles: [], entities: {} };

const none: readonly string[] = [];

const noFill: Readonly<Record<string, unknown>> = {};

/** The user's access from the session's permissions (and the account's values its row filters name), over the app's entities and page routes. */
export function getAccess(permissions: Permissions, entities: ReadonlyMap<string, EntityDefinition>, routes: readonly PageRoute[], user: UserValues = {}): Access {
  const can = (entity: string, action: string) => isAllowed(permissions, entity, action);
  const canCall = (ref: EndpointRef | null) => {
    if (ref === null || !permissions.restricted) return true;
    const endpoint = entities.get(ref.entity)?.endpoints.find((candidate) => candidate.name === ref.endpoint);
    return endpoint !== undefined && can(ref.entity, getEndpointAction(endpoint));
  };
  const isPartShown = (route: PageRoute, part: PagePart) => {
    const entity = entities.get(part.entity);
    if (!entity) return false;
    if (route.kind === 'grid') {
      const grid = entity.grids.find((candidate) => candidate.name === part.name);
      return grid !== undefined && canCall(grid.dataSource);
    }
    if (route.kind === 'form') {
      const form = entity.forms.find((candidate) => candidate.name === part.name);
      return form !== undefined && canCall(form.submit) && canCall(form.load);
    }
    const view = entity.views.find((candidate) => candidate.name === part.name);
    return view !== undefined && canCall(view.load);
  };
  const getShownParts = (route: PageRoute) => (permissions.restricted ? route.parts.filter((part) => isPartShown(route, part)) : route.parts);
  return {
    can,
    canCall,
    canOpen: (path) => {
      const route = findPageRoute(routes, path);
      return route === null || getShownParts(route).length > 0;
    },
    getShownParts,
    getHidden: (entity) => (permissions.restricted ? (permissions.entities[entity]?.hidden ?? none) : none),
    getReadOnly: (entity) => (permissions.restricted ? (permissions.entities[entity]?.readOnly ?? none) : none),
    getCreateFill: (entity) => {
      const definition = entities.get(entity);
      const rowFilters = permissions.restricted ? (permissions.entities[entity]?.rowFilters ?? null) : null;
      return definition && rowFilters ? getRowFilterFill(definition, resolveRowFilters(rowFilters, user)) : noFill;
    },
  };
}

/**
 * The route a path or route template belongs to: same number of segments, each literal equal or a placeholder on either
 * side; the closest wins (equal literals, then placeholder against placeholder), so `/books/new` is the form and
 * `/books/{book}` the view at `/books/{_id}`. Null when none does.
 */
export function findPageRoute(routes: readonly PageRoute[], path: string): PageRoute | null {
  const segments = getSegments(path);
  let best: PageRoute | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const own = getSegments(route.path);
    if (own.length !== segments.length) continue;
    let score = 0;
    const fits = own.every((segment, index) => {
      const other = segments[index] as string;
      const mine = isPlaceholder(segment);
      const theirs = isPlaceholder(other);
      if (mine && theirs) score += 1;
      else if (!mine && !theirs) {
        if (segment !== other) return false;
        score += 2;
      }
      return true;
    });
    if (fits && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

function getSegments(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '');
}

function isPlaceholder(segment: string): boolean {
  return /^\{[^{}]+\}$/.test(segment);
}
