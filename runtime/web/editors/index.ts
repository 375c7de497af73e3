export { getDefaultEditors, getEditor } from './editorRegistry.js';
export { FieldInput, getFieldInputType, getInitialFieldValue } from './FieldInput.js';
export type { FieldInputProps } from './FieldInput.js';
export { getColumnField } from './getColumnField.js';
