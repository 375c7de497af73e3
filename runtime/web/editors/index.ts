export { getDefaultEditors, getEditor } from './editorRegistry.js';
export type { EditorRegistry } from './editorRegistry.js';
export type { EditorComponent, EditorInputProps, EditorProps } from './EditorProps.js';
