import { EDITOR_KINDS } from '../../runtime/shared/index.js';
import type { EditorKind, JsonSchema } from '../../runtime/shared/index.js';
import { getEditorOptions } from '../shared/getColumnEditor.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';

/** Which fields each editor edits, for the message when a declared one does not fit. */
const FITS: Record<EditorKind, { readonly fits: (schema: JsonSchema, isSingleReference: boolean) => boolean; readonly expected: string }> = {
  text: { fits: (schema) => getFieldType(schema) === 'string', expected: 'a string field' },
  textarea: { fits: (schema) => getFieldType(schema) === 'string', expected: 'a string field' },
  number: { fits: (schema) => ['number', 'integer'].includes(getFieldType(schema)), expected: 'a number or integer field' },
  select: { fits: (schema) => getEditorOptions(schema) !== null, expected: 'a field listing its values ("enum", or "oneOf": [{ "const", "title" }])' },
  date: { fits: (schema) => getFieldType(schema) === 'string' && schema.format === 'date', expected: 'a string field with "format": "date"' },
  checkbox: { fits: (schema) => getFieldType(schema) === 'boolean', expected: 'a boolean field' },
  reference: { fits: (_schema, isSingleReference) => isSingleReference, expected: 'a field declared in "references" holding one id' },
};

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
  const rule = FITS[editor as EditorKind];
  if (schema && !rule.fits(schema, checker.schema.references?.[column.field] !== undefined && getFieldType(schema) !== 'array')) {
    checker.report(editorAt, `editor ${JSON.stringify(editor)} does not fit field ${JSON.stringify(column.field)} (type ${JSON.stringify(getFieldType(schema))}); expected ${rule.expected}`);
  }
}
