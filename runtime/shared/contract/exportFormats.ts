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

/** The column an export adds to the grid's: the row's key. */
export const EXPORT_ID_COLUMN = '_id';
