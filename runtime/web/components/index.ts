export { ConfirmDialog } from './ConfirmDialog.js';
export type { ConfirmDialogProps } from './ConfirmDialog.js';
export { FieldInput, getFieldInputType, getInitialFieldValue } from './FieldInput.js';
export type { FieldInputProps } from './FieldInput.js';
export { Spinner } from './Spinner.js';
export type { SpinnerProps } from './Spinner.js';
export { getRecordHistoryPath } from './getRecordHistoryPath.js';
export { RecordHistoryLink } from './RecordHistoryLink.js';
export type { RecordHistoryLinkProps } from './RecordHistoryLink.js';
