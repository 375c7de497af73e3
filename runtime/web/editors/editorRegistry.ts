import { getRegistryEntry } from '../registry/index.js';
import { CheckboxEditor } from './CheckboxEditor.js';
import { DateEditor } from './DateEditor.js';
import type { EditorComponent, EditorRegistry } from '../registry/index.js';
import { NumberEditor } from './NumberEditor.js';
import { ReferenceEditor } from './ReferenceEditor.js';
import { SelectEditor } from './SelectEditor.js';
import { TextareaEditor } from './TextareaEditor.js';
import { TextEditor } from './TextEditor.js';

/** The runtime's built-in editors. */
export function getDefaultEditors(): EditorRegistry {
  return {
    text: TextEditor,
    textarea: TextareaEditor,
    number: NumberEditor,
    select: SelectEditor,
    date: DateEditor,
    checkbox: CheckboxEditor,
    reference: ReferenceEditor,
  };
}

/** The editor for a kind; throws naming the known kinds when there is none. */
export function getEditor(editors: EditorRegistry, kind: string): EditorComponent {
  return getRegistryEntry(editors, kind, 'editor kind');
}
