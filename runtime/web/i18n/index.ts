export { getMessages, isEnglishLocale, messages } from './messages.js';
export type { CatalogLocale, MessageKey, Messages } from './messages.js';
export { formatMessage } from './formatMessage.js';
export { formatMoney } from './formatMoney.js';
export { formatFieldNumber } from './formatFieldNumber.js';
export { formatFileSize } from './formatFileSize.js';
export { formatDate, setDateLocale } from './formatDate.js';
