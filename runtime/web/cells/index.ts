export { BooleanCell, ChangesCell, DateCell, DateTimeCell, EnumCell, HtmlCell, ImageCell, MoneyCell, NumberCell, ReferenceCell, TextCell, UrlCell, getCell, getDefaultCells } from './cellRegistry.js';
export { getCellKind } from './getCellKind.js';
export { formatChangeValue, getChangeLines } from './getChangeLines.js';
export type { ChangeLine } from './getChangeLines.js';
export { getJobLines } from './getJobLines.js';
export type { JobLines } from './getJobLines.js';
export { getFieldColumn } from './getFieldColumn.js';
export { getHtmlText } from './getHtmlText.js';
export { getSafeUrl } from './getSafeUrl.js';
