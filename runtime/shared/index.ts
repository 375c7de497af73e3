export type * from './types.js';
export { fillTemplate, getTemplateParams } from './fillTemplate.js';
export { ACTION_KINDS, CELL_KINDS, EDITOR_KINDS, ENDPOINT_KINDS, FILTER_KINDS, GENERATED_VALUE_KINDS, ON_DELETE_RULES, WIDGET_NAMES } from './registryNames.js';
export type { WidgetName } from './registryNames.js';
export { getFormData, getFormSchema } from './getFormSchema.js';
export { isHttpUrl } from './isHttpUrl.js';
export { getFieldStorage, getFieldType } from './getFieldType.js';
export * from './contract/index.js';
