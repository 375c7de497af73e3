import type { JsonSchema } from '../types.js';
import { filterKinds } from '../kinds/filterKinds.js';
import { EXPORT_FORMAT_NAMES, EXPORT_FORMAT_PARAM, EXPORT_ID_COLUMN, hasListExport } from './exportFormats.js';
import { MAX_PAGE_INDEX, MAX_PAGE_SIZE, SEARCH_PARAM, type ListSpec } from './getListSpec.js';

/** The longest search a list takes: longer text is no name or code anyone types. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * The list's parameters that say how to read or export the rows, not which rows: paging, sort, and the export's
 * format, grid and columns. A bulk selection (`where`) takes the list's other parameters.
 */
export const LIST_READING_PARAMS: readonly string[] = ['pageIndex', 'pageSize', 'sortField', 'sortOrder', 'after', 'before', EXPORT_FORMAT_PARAM, 'grid', 'columns'];

/**
 * A list's query string as one JSON Schema object: paging (with its bounds, and keyset cursors), the sort fields, the sort order,
 * one parameter per filter, and the export's format, grid and columns; nothing else. An empty parameter counts as absent.
 */
export function getListQuerySchema(spec: ListSpec): JsonSchema {
  // Field names are identifiers: `$` is their only character a pattern reads as more than itself.
  const names = spec.columns.map((name) => name.replace(/\$/g, '\\$')).join('|');
  const filters = [...spec.filters].map(([name, { filter, field }]) => [name, filterKinds[filter.kind].parameter(field, filter)] as const);
  return {
    type: 'object',
    properties: {
      pageIndex: { type: 'integer', minimum: 1, maximum: MAX_PAGE_INDEX, default: 1, description: 'Page number, starting at 1' },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: spec.defaultPageSize, description: 'Rows per page' },
      // A list without sort fields refuses any (JSON Schema has no empty enum).
      sortField: { type: 'string', ...(spec.sortFields.length > 0 ? { enum: [...spec.sortFields] } : { not: {} }), description: `Field to sort by; absent: ${spec.defaultSort.field}` },
      sortOrder: { type: 'string', enum: ['asc', 'desc'], description: `Sort direction; absent: ${spec.defaultSort.order}, or asc with a sortField` },
      after: { type: 'string', minLength: 1, maxLength: 64, description: "Keyset paging: the _id of the last row of the previous page; this page starts after it (pageIndex stays the page's number; an unknown _id falls back to pageIndex)" },
      before: { type: 'string', minLength: 1, maxLength: 64, description: "Keyset paging: the _id of the first row of the next page; this page ends before it (ignored with after)" },
      ...Object.fromEntries(filters),
      // The grids' search box; a filter on a field named `q` keeps its parameter (the build refuses both on one grid).
      ...(spec.search.length > 0 && !spec.filters.has(SEARCH_PARAM)
        ? {
            [SEARCH_PARAM]: {
              type: 'string',
              minLength: 1,
              maxLength: MAX_SEARCH_LENGTH,
              description: `Search: the rows where ${spec.search.map((field) => field.title).join(' or ')} contains the text, accent- and case-insensitive (with the filters and tab); absent or empty: all`,
            },
          }
        : {}),
      // A filter on a field named `format` (a book's) keeps its parameter, and that list has no export.
      ...(!hasListExport(spec)
        ? {}
        : {
            [EXPORT_FORMAT_PARAM]: {
              type: 'string',
              enum: [...EXPORT_FORMAT_NAMES],
              description: `Export: every row the filters, sort and tab select (paging ignored) as a file to download (needs the export grant), with the grid's columns and ${EXPORT_ID_COLUMN}`,
            },
          }),
      // A list no grid reads exports no columns but _id: it has no grid or columns to name, so it documents neither (either is an unknown parameter).
      ...(spec.grids.length === 0
        ? {}
        : {
            grid: { type: 'string', enum: [...spec.grids], description: `Export: the grid whose columns the file holds; absent: ${spec.grids[0]}` },
            ...(spec.columns.length > 0 && {
              columns: {
                type: 'string',
                maxLength: 2000,
                pattern: `^(${names})(,(${names}))*$`,
                examples: [spec.columns.slice(0, 2).join(',')],
                description: "Export: the grid's columns to write, comma-separated, in this order; absent: all of them, in the grid's order",
              },
            }),
          }),
      ...Object.fromEntries(
        spec.exclusions.map((exclusion) => [
          exclusion.param,
          { type: 'string', minLength: 1, maxLength: 64, description: `Leaves out the rows a ${exclusion.link} already links to this ${exclusion.scope} (_id): what is left to assign` },
        ]),
      ),
      ...Object.fromEntries(
        spec.others.map((other) => [
          other.param,
          {
            type: 'boolean',
            description: `true: only the rows whose ${other.field.title} is none of the tab values (${other.values.join(', ')}) or empty, which no tab lists; false or absent: no constraint`,
          },
        ]),
      ),
    },
    additionalProperties: false,
  };
}
