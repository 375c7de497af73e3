import type { EditorKind } from '../../shared/index.js';
import { getRegistryEntry } from '../registry/getRegistryEntry.js';
import { CheckboxEditor } from './CheckboxEditor.js';
import { DateEditor } from './DateEditor.js';
import type { EditorComponent } from './EditorProps.js';
import { NumberEditor } from './NumberEditor.js';
import { ReferenceEditor } from './ReferenceEditor.js';
import { SelectEditor } from './SelectEditor.js';
import { TextareaEditor } from './TextareaEditor.js';
import { TextEditor } from './TextEditor.js';

/** Grid edit cell editors by kind; typed by EDITOR_KINDS, so a kind without a component fails tsc. */
export type EditorRegistry = Readonly<Record<EditorKind, EditorComponent>>;

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
