import type { EndpointDefinition, EntityDefinition, FieldDefinition, FilterDefinition, GridDefinition, SortDefinition } from '../../shared/index.js';
import type { DateRangeValue, FilterValue } from '../filters/index.js';
import { messages } from '../messages.js';
import { badRequest } from './HttpError.js';

export const MAX_PAGE_SIZE = 100;
const FALLBACK_PAGE_SIZE = 20;

/** What a list endpoint accepts, derived from the grids that use it as their data source. */
export interface ListSpec {
  /** The entity's fields by name. */
  readonly fields: ReadonlyMap<string, FieldDefinition>;
  readonly sortFields: readonly string[];
  /** Column filters of the grids that filter, and the fields of their tabs (as select filters over the tab values). */
  readonly filters: ReadonlyMap<string, ListFilterSpec>;
  readonly defaultPageSize: number;
  readonly defaultSort: SortDefinition;
}

/** One accepted filter parameter. */
export interface ListFilterSpec {
  readonly field: FieldDefinition;
  readonly filter: FilterDefinition;
}

export interface ListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sort: SortDefinition;
  /** The request named a sortField (lists with a natural order, like through lists, use it only then). */
  readonly sortFieldGiven: boolean;
  readonly filters: readonly (ListFilterSpec & { readonly name: string; readonly value: FilterValue })[];
}

/**
 * The list endpoint's accepted sort fields, filters and defaults: the union over `grids`, the grids whose data
 * source is this endpoint (by default the entity's own; the server passes every entity's).
 */
export function getListSpec(entity: EntityDefinition, endpoint: EndpointDefinition, allGrids: readonly GridDefinition[] = entity.grids): ListSpec {
  const grids = allGrids.filter((grid) => grid.dataSource.endpoint === endpoint.name && grid.dataSource.entity === entity.entity);
  const fieldsByName = new Map(entity.fields.map((field) => [field.name, field]));
  const sortFields = new Set<string>();
  const filters = new Map<string, ListFilterSpec>();
  for (const grid of allGrids) {
    for (const column of grid.columns) {
      // A reference filter lists its choices from this endpoint, sorted by their label.
      const reference = grid.filtering ? column.filter?.reference : null;
      if (reference && reference.entity === entity.entity && reference.list.endpoint === endpoint.name) sortFields.add(reference.display);
      if (grid.dataSource.endpoint !== endpoint.name || grid.dataSource.entity !== entity.entity) continue;
      const field = fieldsByName.get(column.field);
      if (!field) continue;
      if (column.sortable) sortFields.add(column.field);
      if (column.filter && grid.filtering) filters.set(column.field, { field, filter: column.filter });
    }
  }
  for (const grid of grids) {
    const field = grid.tabs ? fieldsByName.get(grid.tabs.field) : undefined;
    if (!grid.tabs || !field) continue;
    // A tab is an equality on its field: a select over the tab values, unless a column already filters it.
    const known = filters.get(field.name);
    if (known && known.filter.kind !== 'select') continue;
    const options = [...(known?.filter.options ?? []), ...grid.tabs.options.map((option) => ({ value: option.equals, label: option.label }))];
    const unique = options.filter((option, index) => options.findIndex((other) => String(other.value) === String(option.value)) === index);
    filters.set(field.name, { field, filter: { kind: 'select', options: unique, all: known?.filter.all ?? null, reference: null } });
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
    const value = filter.filter.kind === 'dateRange' ? dateRange(name, params[name]) : text(name);
    if (value !== undefined) filters.push({ ...filter, name, value });
  }
  return { pageIndex, pageSize, sort, sortFieldGiven: sortField !== undefined, filters };
}

/** `f[from]` / `f[to]` as qs nests them; empty bounds are left out, and no bound at all is no filter. */
function dateRange(name: string, value: unknown): DateRangeValue | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(messages.invalidDateRange(name), name);
  const range: { from?: string; to?: string } = {};
  for (const [key, bound] of Object.entries(value)) {
    if (key !== 'from' && key !== 'to') throw badRequest(messages.invalidDateRange(name), `${name}[${key}]`);
    if (typeof bound !== 'string') throw badRequest(messages.queryParameterNotText(`${name}[${key}]`), `${name}[${key}]`);
    if (bound.trim() !== '') range[key] = bound.trim();
  }
  return range.from === undefined && range.to === undefined ? undefined : range;
}

// null means "present but not a whole number"; qs hands us strings only.
function parseInteger(value: string | undefined, fallback: number): number | null {
  if (value === undefined) return fallback;
  return /^\d+$/.test(value) ? Number(value) : null;
}
