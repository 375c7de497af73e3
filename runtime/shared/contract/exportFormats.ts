/** The files a list endpoint answers with `format=…`: their media type and file name extension. */
export const EXPORT_FORMATS = {
  csv: { mediaType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const;

export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** The formats' names, in the descriptors' order. */
export const EXPORT_FORMAT_NAMES = Object.keys(EXPORT_FORMATS) as readonly ExportFormat[];

/** The rows an XLSX sheet holds below its header row (Excel's 1,048,576 rows minus one). */
export const XLSX_MAX_ROWS = 1_048_575;

/** The list parameter that asks for a file. */
export const EXPORT_FORMAT_PARAM = 'format';

/**
 * Whether a list answers files: not when one of its filters is on a field named like the export's parameter (a
 * book's `format`), whose parameter it keeps. The contract, the list endpoint and the grid's export menu ask this.
 */
export function hasListExport(spec: { readonly filters: ReadonlyMap<string, unknown> }): boolean {
  return !spec.filters.has(EXPORT_FORMAT_PARAM);
}

/** The column an export adds to the grid's: the row's key. */
export const EXPORT_ID_COLUMN = '_id';
