import type { GridDefinition } from '../../shared/index.js';

/** One bulk action a user may run on a grid: its request name, its button text, the field a set writes. */
export interface GridBulkAction {
  /** The request's `action`: `delete`, a transition endpoint's name, or `set`. */
  readonly action: string;
  readonly label: string;
  readonly field?: { readonly name: string; readonly title: string };
}

/** The list query parameters that page or sort: a bulk `where` selects by the others (filters, tab). */
const NOT_SELECTING = ['pageIndex', 'pageSize', 'sortField', 'sortOrder', 'after', 'before'];

/**
 * The grid's declared bulk actions the user's grants allow: `bulk` and each action's own (delete; the transition;
 * update for a set, only of a field the user may write). Empty: no checkbox column.
 */
export function getBulkActions(
  grid: GridDefinition,
  can: (entity: string, action: string) => boolean,
  readOnly: readonly string[],
  texts: { readonly delete: string; readonly set: (title: string) => string },
): GridBulkAction[] {
  const bulk = grid.bulk;
  if (!bulk || !can(grid.entity, 'bulk')) return [];
  return [
    ...bulk.transitions.filter((transition) => can(grid.entity, transition.endpoint)).map((transition) => ({ action: transition.endpoint, label: transition.label })),
    ...(can(grid.entity, 'update') ? bulk.set.filter((field) => !readOnly.includes(field.field)) : []).map((field) => ({
      action: 'set',
      label: texts.set(field.title),
      field: { name: field.field, title: field.title },
    })),
    ...(bulk.delete && can(grid.entity, 'delete') ? [{ action: 'delete', label: texts.delete }] : []),
  ];
}

/**
 * The grid's list query as a bulk `where`: its filters and tab, without paging and sort; a range's `f[from]`/`f[to]`
 * as the object `f: { from, to }` the list's query string decodes to (the JSON body is not a query string).
 */
export function getBulkWhere(listQuery: Readonly<Record<string, string>>): Record<string, string | Record<string, string>> {
  const where: Record<string, string | Record<string, string>> = {};
  for (const [name, value] of Object.entries(listQuery)) {
    if (NOT_SELECTING.includes(name)) continue;
    const bound = /^([^[\]]+)\[([^[\]]+)\]$/.exec(name);
    if (!bound) {
      where[name] = value;
      continue;
    }
    const [, field = '', key = ''] = bound;
    const range = where[field];
    where[field] = { ...(typeof range === 'object' ? range : {}), [key]: value };
  }
  return where;
}
