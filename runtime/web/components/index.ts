export { ConfirmDialog } from './ConfirmDialog.js';
export { ConflictDialog } from './ConflictDialog.js';
export type { ConflictDialogLine, ConflictDialogProps } from './ConflictDialog.js';
export type { ConfirmDialogProps } from './ConfirmDialog.js';
export { Spinner } from './Spinner.js';
export type { SpinnerProps } from './Spinner.js';
export { getRecordHistoryPath } from './getRecordHistoryPath.js';
export { RecordHistoryLink } from './RecordHistoryLink.js';
export type { RecordHistoryLinkProps } from './RecordHistoryLink.js';
