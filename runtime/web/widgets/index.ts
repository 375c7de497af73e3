// The form widgets, loaded with the form chunk only (react-select, react-day-picker, Uppy and CKEditor live there).
export { BillingWidget } from './BillingWidget.js';
export { DateWidget } from './DateWidget.js';
export { ProductKeysWidget } from './ProductKeysWidget.js';
export { RichTextWidget } from './RichTextWidget.js';
export { SellerPickerWidget } from './SellerPickerWidget.js';
export { UploaderWidget } from './UploaderWidget.js';
export { getAdminFormContext } from './AdminFormContext.js';
export type { AdminFormContext } from './AdminFormContext.js';
export { formatLocalDate, parseLocalDate } from './getLocalDate.js';
export { getBillingFields, getBillingRoles, getBillingValue } from './getBillingFields.js';
export type { BillingRoles } from './getBillingFields.js';
