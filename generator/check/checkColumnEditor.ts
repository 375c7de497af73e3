import { EDITOR_KINDS, editorKinds } from '../../runtime/shared/index.js';
import type { EditorKind, JsonSchema } from '../../runtime/shared/index.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';

/** Checks a column's declared `editor`: a registered name, on an editable column, fitting the field. */
export function checkColumnEditor(checker: EntityChecker, at: readonly Segment[], column: { readonly field: string; readonly editable?: boolean; readonly editor?: string }, schema: JsonSchema | null): void {
  const { editor } = column;
  if (editor === undefined) return;
  const editorAt = [...at, 'editor'];
  if (!(EDITOR_KINDS as readonly string[]).includes(editor)) {
    checker.report(editorAt, `unknown editor ${JSON.stringify(editor)}; expected one of: ${EDITOR_KINDS.join(', ')}`);
    return;
  }
  if (column.editable !== true) {
    checker.report(editorAt, `editor ${JSON.stringify(editor)} on a column that is not editable; expected "editable": true beside it`);
    return;
  }
  const rule = editorKinds[editor as EditorKind].fits;
  const reference = checker.schema.references?.[column.field] === undefined ? null : getFieldType(schema ?? {}) === 'array' ? 'many' : 'one';
  if (schema && !rule.fits({ schema, reference })) {
    checker.report(editorAt, `editor ${JSON.stringify(editor)} does not fit field ${JSON.stringify(column.field)} (type ${JSON.stringify(getFieldType(schema))}); expected ${rule.expected}`);
  }
}
