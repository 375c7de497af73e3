import { editorKinds, type EditorKind } from './editorKinds.js';
import type { FieldFacts } from './FieldFacts.js';
import { getDefaultKind } from './getDefaultKind.js';

/** The editor an editable column gets when it names none: the editor kind with the lowest-ranked default rule that holds (text holds for every field). */
export function getDefaultEditor(field: FieldFacts): EditorKind {
  return getDefaultKind(editorKinds, field) ?? 'text';
}
