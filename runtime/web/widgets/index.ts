// The form widgets, loaded with the form chunk only (react-select, react-day-picker, Uppy and CKEditor live there).
export { ChildLinesWidget } from './ChildLinesWidget.js';
export { ConditionalObjectWidget } from './ConditionalObjectWidget.js';
export { DateWidget } from './DateWidget.js';
export { ReferencePickerWidget } from './ReferencePickerWidget.js';
export { ReferenceWidget } from './ReferenceWidget.js';
export { RichTextWidget } from './RichTextWidget.js';
export { UploaderWidget } from './UploaderWidget.js';
export { ImageWidget } from './ImageWidget.js';
export { getImageFileError } from './getImageFileError.js';
export { useImageUpload } from './useImageUpload.js';
export { getAdminFormContext } from './AdminFormContext.js';
export type { AdminFormContext } from './AdminFormContext.js';
export { formatLocalDate, parseLocalDate } from './getLocalDate.js';
export { getConditionalObjectOptions, getConditionalObjectValue, getShownProperties } from './getShownProperties.js';
export type { ConditionalObjectOptions, ObjectCondition, PropertyChoice } from './getShownProperties.js';
export { getChildLinesOptions } from './getChildLinesOptions.js';
export type { ChildLinesOptions, LineEdit } from './getChildLinesOptions.js';
