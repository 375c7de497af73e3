import type { EndpointDefinition, EntityDefinition, FieldDefinition, FilterKind, SortDefinition } from '../../shared/index.js';
import { messages } from '../messages.js';
import { badRequest } from './HttpError.js';

export const MAX_PAGE_SIZE = 100;
const FALLBACK_PAGE_SIZE = 20;

/** What a list endpoint accepts, derived from the grids that use it as their data source. */
export interface ListSpec {
  /** The entity's fields by name. */
  readonly fields: ReadonlyMap<string, FieldDefinition>;
  readonly sortFields: readonly string[];
  readonly filters: ReadonlyMap<string, { readonly field: FieldDefinition; readonly kind: FilterKind }>;
  readonly defaultPageSize: number;
  readonly defaultSort: SortDefinition;
}

export interface ListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sort: SortDefinition;
  readonly filters: readonly { readonly field: FieldDefinition; readonly kind: FilterKind; readonly value: string }[];
}

/** The list endpoint's accepted sort fields, filters and defaults. */
export function getListSpec(entity: EntityDefinition, endpoint: EndpointDefinition): ListSpec {
  const grids = entity.grids.filter((grid) => grid.dataSource.endpoint === endpoint.name);
  const fieldsByName = new Map(entity.fields.map((field) => [field.name, field]));
  const sortFields = new Set<string>();
  const filters = new Map<string, { field: FieldDefinition; kind: FilterKind }>();
  for (const grid of grids) {
    for (const column of grid.columns) {
      const field = fieldsByName.get(column.field);
      if (!field) continue;
      if (column.sortable) sortFields.add(column.field);
      if (column.filter && grid.filtering) filters.set(column.field, { field, kind: column.filter });
    }
  }
  if (entity.ordering) sortFields.add(entity.ordering.field);
  const grid = grids[0];
  const defaultSort =
    grids.find((candidate) => candidate.defaultSort)?.defaultSort ??
    (entity.ordering ? { field: entity.ordering.field, order: 'asc' as const } : { field: '_id', order: 'asc' as const });
  return {
    fields: fieldsByName,
    sortFields: [...sortFields],
    filters,
    defaultPageSize: Math.min(grid?.pageSize ?? FALLBACK_PAGE_SIZE, MAX_PAGE_SIZE),
    defaultSort,
  };
}

/** Checks and types a parsed query string; anything it does not know is a 400 naming the parameter. */
export function parseListQuery(spec: ListSpec, query: unknown): ListQuery {
  const params = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const text = (name: string): string | undefined => {
    const value = params[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw badRequest(messages.queryParameterNotText(name), name);
    return value.trim() === '' ? undefined : value.trim();
  };

  for (const name of Object.keys(params)) {
    if (!['pageIndex', 'pageSize', 'sortField', 'sortOrder'].includes(name) && !spec.filters.has(name)) {
      throw badRequest(messages.unknownQueryParameter(name), name);
    }
  }

  const pageIndex = parseInteger(text('pageIndex'), 1);
  if (pageIndex === null || pageIndex < 1) throw badRequest(messages.invalidPageIndex(), 'pageIndex');
  const pageSize = parseInteger(text('pageSize'), spec.defaultPageSize);
  if (pageSize === null || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw badRequest(messages.invalidPageSize(MAX_PAGE_SIZE), 'pageSize');

  const sortField = text('sortField');
  if (sortField !== undefined && !spec.sortFields.includes(sortField)) {
    throw badRequest(messages.invalidSortField(sortField, spec.sortFields), 'sortField');
  }
  const sortOrder = text('sortOrder');
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') throw badRequest(messages.invalidSortOrder(), 'sortOrder');
  const sort: SortDefinition = {
    field: sortField ?? spec.defaultSort.field,
    order: sortOrder ?? (sortField !== undefined ? 'asc' : spec.defaultSort.order),
  };

  const filters: ListQuery['filters'][number][] = [];
  for (const [name, filter] of spec.filters) {
    const value = text(name);
    if (value !== undefined) filters.push({ ...filter, value });
  }
  return { pageIndex, pageSize, sort, filters };
}

// null means "present but not a whole number"; qs hands us strings only.
function parseInteger(value: string | undefined, fallback: number): number | null {
  if (value === undefined) return fallback;
  return /^\d+$/.test(value) ? Number(value) : null;
}
