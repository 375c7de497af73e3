import { getFieldType } from '../getFieldType.js';
import { getListedOptions } from '../getOneOfOptions.js';
import type { DefaultRule, FieldFit } from './FieldFacts.js';

/** What the tiers agree on about a grid edit cell's input; the web's editor registry holds its component. */
export interface EditorKindDescriptor {
  /** What it is for, in one or two sentences: the meta-schema's enum description and docs/schema-reference.md (generated from it). */
  readonly description: string;
  /** The fields it edits (a declared `editor` must fit its field). */
  readonly fits: FieldFit;
  /** Whose default it is when an editable column names no editor (see getDefaultEditor). */
  readonly default: DefaultRule;
  /** The narrowest column whose input stays usable in the insert row and inline edit, in CSS pixels. */
  readonly width: number;
}

/** Strings longer than this are edited in a textarea. */
export const LONG_TEXT_LENGTH = 255;

const isString: FieldFit['fits'] = ({ schema }) => getFieldType(schema) === 'string';

/**
 * Inputs of grid edit cells (insert row and inline edit), by the name a column's `editor` gives. The defaults go
 * reference (one id), checkbox, select (listed values), number, date, textarea (long or multi-line text), then text.
 */
export const editorKinds = {
  text: { description: 'A one-line text input (the default of text fields no other editor fits).', fits: { fits: isString, expected: 'a string field' }, default: { rank: 100, when: () => true }, width: 184 },
  textarea: {
    description: 'A multi-line text input (the default of strings with `maxLength` over 255, or `contentMediaType: text/plain`).',
    fits: { fits: isString, expected: 'a string field' },
    // maxLength over LONG_TEXT_LENGTH, or none and `contentMediaType: text/plain`.
    default: { rank: 6, when: ({ schema }) => (typeof schema.maxLength === 'number' ? schema.maxLength > LONG_TEXT_LENGTH : schema.contentMediaType === 'text/plain') },
    width: 184,
  },
  number: {
    description: 'A number input (the default of number and integer fields).',
    fits: { fits: ({ schema }) => ['number', 'integer'].includes(getFieldType(schema)), expected: 'a number or integer field' },
    default: { rank: 4, when: ({ schema }) => ['number', 'integer'].includes(getFieldType(schema)) },
    width: 120,
  },
  select: {
    description: 'A select of the field\'s listed values (`enum`, or `oneOf` titles; the default of such fields).',
    fits: { fits: ({ schema }) => getListedOptions(schema) !== null, expected: 'a field listing its values ("enum", or "oneOf": [{ "const", "title" }])' },
    default: { rank: 3, when: ({ schema }) => getListedOptions(schema) !== null },
    width: 184,
  },
  date: {
    description: 'A Spanish calendar for a `format: date` field (its default).',
    fits: { fits: ({ schema }) => getFieldType(schema) === 'string' && schema.format === 'date', expected: 'a string field with "format": "date"' },
    default: { rank: 5, when: ({ schema }) => schema.format === 'date' },
    width: 160,
  },
  checkbox: {
    description: 'A checkbox (the default of boolean fields).',
    fits: { fits: ({ schema }) => getFieldType(schema) === 'boolean', expected: 'a boolean field' },
    default: { rank: 2, when: ({ schema }) => getFieldType(schema) === 'boolean' },
    width: 0,
  },
  // A single reference's searchable select.
  reference: {
    description: 'A searchable select of the referenced entity\'s rows (the default of a single reference).',
    fits: { fits: ({ reference }) => reference === 'one', expected: 'a field declared in "references" holding one id' },
    default: { rank: 1, when: ({ reference }) => reference === 'one' },
    width: 200,
  },
} as const satisfies Record<string, EditorKindDescriptor>;

/** The input of a grid edit cell (see editorKinds). */
export type EditorKind = keyof typeof editorKinds;

/** The editor kinds' names, in the descriptors' order. */
export const EDITOR_KINDS = Object.keys(editorKinds) as readonly EditorKind[];
