import { EXPORT_ID_COLUMN } from './exportFormats.js';
import { getLabelFields } from '../labelTemplate.js';
import type { EndpointDefinition, EntityDefinition, FieldDefinition, FilterDefinition, GridDefinition, GridExclusionDefinition, SortDefinition } from '../types.js';

/** The largest page a list serves. */
export const MAX_PAGE_SIZE = 100;
/** The largest page number a list accepts: past it the offset would outgrow what both stores take as a number. */
export const MAX_PAGE_INDEX = 1_000_000;
const FALLBACK_PAGE_SIZE = 20;

/** What a list endpoint accepts, derived from the grids that use it as their data source. */
export interface ListSpec {
  /** The entity's fields by name. */
  readonly fields: ReadonlyMap<string, FieldDefinition>;
  /** Every sortable column, the default sorts, the ordering field, and the display field a reference filter sorts its choices by. */
  readonly sortFields: readonly string[];
  /** Column filters of the grids that filter, and the fields of their tabs (as select filters over the tab values). */
  readonly filters: ReadonlyMap<string, ListFilterSpec>;
  readonly defaultPageSize: number;
  readonly defaultSort: SortDefinition;
  /** Assignment grids' exclusions: each query parameter leaves out the rows its link entity ties to that owner. */
  readonly exclusions: readonly GridExclusionDefinition[];
  /** The tabbed fields' "other values": each query parameter lists the rows in none of the tabs (a grid's Otros tab). */
  readonly others: readonly ListOthersSpec[];
  /** The grids reading this list, by name, in the model's order: an export names the one whose columns it writes. */
  readonly grids: readonly string[];
  /** Those grids' columns (fields), each once, in the order they first appear: what an export's `columns` may name. */
  readonly columns: readonly string[];
  /** The text fields those grids' search boxes look in, each once: the list's `q` (SEARCH_PARAM); empty: no `q`. */
  readonly search: readonly FieldDefinition[];
}

/** The list's (and the grid page URL's) parameter of a grid's search box: rows where any `search` field contains it. */
export const SEARCH_PARAM = 'q';

/**
 * The rows a grid's tabs would hide: `otherState=true` lists those whose field holds none of the tabs' values (a value
 * the field no longer lists, one no tab shows) or no value at all.
 */
export interface ListOthersSpec {
  /** The query parameter (getOthersParam). */
  readonly param: string;
  readonly field: FieldDefinition;
  /** The tabs' values (their `equals`) over every grid of the list that has tabs on this field. */
  readonly values: readonly string[];
}

/** A grid's tab (its URL value) of the rows in none of its declared tabs; the build refuses a tab with this value. */
export const OTHER_TAB_VALUE = 'other';

/** The list query parameter of an assignment grid's exclusion: `excludeQuiz` leaves out rows linked to that quiz. */
export function getExclusionParam(scope: string): string {
  return `exclude${scope.charAt(0).toUpperCase()}${scope.slice(1)}`;
}

/** The list query parameter of a tabbed field's other values: `otherState` lists the rows in no tab of `state`. */
export function getOthersParam(field: string): string {
  return `other${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/** One accepted filter parameter. */
export interface ListFilterSpec {
  readonly field: FieldDefinition;
  readonly filter: FilterDefinition;
}

/**
 * The list endpoint's accepted sort fields, filters and defaults: the union over `allGrids`, every grid of the
 * model (a grid reads this list as its data source, or a reference filter lists its choices from it).
 */
export function getListSpec(entity: EntityDefinition, endpoint: EndpointDefinition, allGrids: readonly GridDefinition[] = entity.grids): ListSpec {
  const readsThis = (grid: GridDefinition) => grid.dataSource.endpoint === endpoint.name && grid.dataSource.entity === entity.entity;
  const grids = allGrids.filter(readsThis);
  const fieldsByName = new Map(entity.fields.map((field) => [field.name, field]));
  const sortFields = new Set<string>();
  const filters = new Map<string, ListFilterSpec>();
  const others = new Map<string, ListOthersSpec>();
  for (const grid of allGrids) {
    for (const column of grid.columns) {
      // A reference filter lists its choices from this endpoint, sorted by their label.
      const reference = grid.filtering ? column.filter?.reference : null;
      if (reference && reference.entity === entity.entity && reference.list.endpoint === endpoint.name) sortFields.add(getLabelFields(reference.display)[0]!);
      if (!readsThis(grid)) continue;
      const field = fieldsByName.get(column.field);
      if (!field) continue;
      if (column.sortable) sortFields.add(column.field);
      if (column.filter && grid.filtering) filters.set(column.field, { field, filter: column.filter });
    }
  }
  for (const grid of grids) {
    if (grid.defaultSort && fieldsByName.has(grid.defaultSort.field)) sortFields.add(grid.defaultSort.field);
    const field = grid.tabs ? fieldsByName.get(grid.tabs.field) : undefined;
    if (!grid.tabs || !field) continue;
    // The rows in none of the tabs (a grid's Otros tab): the field holds none of the tabs' values.
    const param = getOthersParam(field.name);
    const union = [...(others.get(param)?.values ?? []), ...grid.tabs.options.map((option) => option.equals)];
    others.set(param, { param, field, values: union.filter((value, index) => union.indexOf(value) === index) });
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
    exclusions: grids.flatMap((candidate) => (candidate.exclude ? [candidate.exclude] : [])).filter((exclusion, index, all) => all.findIndex((other) => other.param === exclusion.param) === index),
    others: [...others.values()],
    grids: grids.map((candidate) => candidate.name),
    columns: [...new Set(grids.flatMap((candidate) => candidate.columns.map((column) => column.field)))].filter((field) => field !== EXPORT_ID_COLUMN),
    search: [...new Set(grids.flatMap((candidate) => candidate.search ?? []))].flatMap((name) => fieldsByName.get(name) ?? []),
  };
}
