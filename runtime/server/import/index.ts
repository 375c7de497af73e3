// Imports from CSV and XLSX files: each cell kind read back (importCellKinds), the file's lines, the report and its apply.
export { importCellKinds } from './importCellKinds.js';
export type { ImportCell, ImportCellKind, ImportRead } from './importCellKinds.js';
export { getCsvDelimiter, readImportFile } from './readImportFile.js';
export type { ImportFileType, ImportLine } from './readImportFile.js';
export { registerImports } from './registerImports.js';
export { runImport } from './runImport.js';
export type { ImportRequest, ImportTarget } from './runImport.js';
