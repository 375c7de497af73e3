// Lists as files (`format=csv|xlsx` on a list endpoint): columns, cell values as the grid shows them, the writers.
export { exportCellKinds } from './exportCellKinds.js';
export type { ExportCellKind, ExportColumn, ExportValue, ExportValueType } from './exportCellKinds.js';
export { getExportColumns } from './getExportColumns.js';
export { neutralizeFormula } from './neutralizeFormula.js';
export { sendListExport } from './sendListExport.js';
export type { ExportChunkReader, ListExportOptions } from './sendListExport.js';
export { exportWriters } from './exportWriters.js';
export type { ExportWriter, ListExport } from './exportWriters.js';
