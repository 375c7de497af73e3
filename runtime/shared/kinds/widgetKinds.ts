import { getFieldType } from '../getFieldType.js';
import { IMAGE_MEDIA_TYPE } from '../isImageSchema.js';
import type { JsonSchema } from '../JsonSchema.js';
import type { FieldFit } from './FieldFacts.js';

/** An option's type in `ui:options`; `checked` ones have a structure the generator checks against the field (childLines, conditionalObject). */
export type WidgetOptionKind = 'number' | 'text' | 'folder' | 'entity' | 'checked';

/** What the tiers agree on about a form widget; the web's widget registry holds its component. */
export interface WidgetKindDescriptor {
  /** RJSF's standard widget under an admin-gen name (any field, any options), or admin-gen's own. */
  readonly source: 'rjsf' | 'admin';
  /** admin-gen's own: the `ui:options` it reads (in brackets in each comment: their defaults). */
  readonly options: Readonly<Record<string, WidgetOptionKind>>;
  /** admin-gen's own: the fields it draws; null: any field. */
  readonly fits: FieldFit | null;
}

const rjsf = { source: 'rjsf', options: {}, fits: null } as const;
const isString = (schema: JsonSchema): boolean => getFieldType(schema) === 'string';

/** Widgets a form's `ui:widget` may name: RJSF's standard ones plus admin-gen's own. */
export const widgetKinds = {
  text: rjsf,
  textarea: rjsf,
  password: rjsf,
  email: rjsf,
  uri: rjsf,
  updown: rjsf,
  checkbox: rjsf,
  select: rjsf,
  radio: rjsf,
  hidden: rjsf,
  // One id of a referenced entity; a searchable select, more on scroll (forms' default for a single reference) [pageSize: 20].
  reference: {
    source: 'admin',
    options: { pageSize: 'number', placeholder: 'text' },
    fits: { fits: ({ reference }) => reference === 'one', expected: 'a field declared in "references" holding one id' },
  },
  // An array of ids of a referenced entity; react-select async search [pageSize: 5].
  referencePicker: {
    source: 'admin',
    options: { pageSize: 'number', placeholder: 'text' },
    fits: { fits: ({ reference }) => reference === 'many', expected: 'a field declared in "references" holding an array of ids' },
  },
  // An array of { name, url }; Uppy Dashboard in a modal.
  uploader: {
    source: 'admin',
    options: { folder: 'folder', buttonLabel: 'text' },
    fits: {
      fits: ({ schema }) => {
        const item = schema.items;
        const properties = getFieldType(schema) === 'array' && item && typeof item === 'object' && getFieldType(item) === 'object' ? (item.properties ?? {}) : {};
        return ['name', 'url'].every((key) => properties[key] !== undefined && isString(properties[key]));
      },
      expected: 'an array of objects with string properties "name" and "url"',
    },
  },
  // Editable children lines copied from a picked row.
  childLines: {
    source: 'admin',
    options: { copy: 'checked', source: 'checked', display: 'checked', edit: 'checked', total: 'checked', lockedBy: 'checked', pageSize: 'checked' },
    fits: { fits: ({ editableChildren }) => editableChildren === true, expected: 'the name of editable children ("editable": true)' },
  },
  // An object whose shown properties follow conditions on its values.
  conditionalObject: {
    source: 'admin',
    options: { conditions: 'checked', otherwise: 'checked' },
    fits: { fits: ({ schema }) => getFieldType(schema) === 'object' && Object.keys(schema.properties ?? {}).length > 0, expected: 'an object field with "properties"' },
  },
  // CKEditor 5, HTML string [minHeight: 200, maxHeight: 400]. The server sanitizes only fields declared HTML; an editor on any other field would store markup unsanitized.
  richText: {
    source: 'admin',
    options: { minHeight: 'number', maxHeight: 'number', folder: 'folder' },
    fits: {
      fits: ({ schema }) => isString(schema) && schema.contentMediaType === 'text/html',
      expected: 'a string field with "contentMediaType": "text/html" (add it to the field, so the server sanitizes the HTML)',
    },
  },
  // A YYYY-MM-DD string; a Spanish calendar.
  date: {
    source: 'admin',
    options: {},
    fits: { fits: ({ schema }) => isString(schema) && schema.format === 'date', expected: 'a string field with "format": "date"' },
  },
  // An image's address (forms' default for an image field); upload button with preview, Quitar.
  image: {
    source: 'admin',
    options: { folder: 'folder', buttonLabel: 'text' },
    fits: { fits: ({ schema }) => isString(schema) && schema.contentMediaType === IMAGE_MEDIA_TYPE, expected: `a string field with "contentMediaType": "${IMAGE_MEDIA_TYPE}"` },
  },
} as const satisfies Record<string, WidgetKindDescriptor>;

/** A name a form's `ui:widget` may use. */
export type WidgetName = keyof typeof widgetKinds;

/** The widgets' names, in the descriptors' order. */
export const WIDGET_NAMES = Object.keys(widgetKinds) as readonly WidgetName[];
