import { getFieldType } from '../getFieldType.js';
import { IMAGE_MEDIA_TYPE } from '../isImageSchema.js';
import type { JsonSchema } from '../JsonSchema.js';
import type { FieldFit } from './FieldFacts.js';

/** The upload service's folder names (app.json `uploads`, and the uploader, image and richText `ui:options.folder`). */
export const UPLOAD_FOLDER_PATTERN = /^[a-z0-9-]+$/;

/**
 * What each kind of `ui:options` value must be: the one rule the build checks (naming `expected`) and the widgets read by
 * (readWidgetOptions), so a value the widget would ignore never builds. `checked` ones have a structure the generator
 * checks against the field (childLines, conditionalObject) and the widget's own parser reads.
 */
export const widgetOptionKinds = {
  count: { accepts: (value: unknown) => Number.isInteger(value) && (value as number) > 0, expected: 'a positive integer' },
  pixels: { accepts: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0, expected: 'a positive number of pixels' },
  text: { accepts: (value: unknown) => typeof value === 'string' && value !== '', expected: 'a non-empty string' },
  folder: { accepts: (value: unknown) => typeof value === 'string' && UPLOAD_FOLDER_PATTERN.test(value), expected: `a folder name matching ${UPLOAD_FOLDER_PATTERN.source}` },
  entity: { accepts: (value: unknown) => typeof value === 'string' && value !== '', expected: 'an entity name' },
  checked: { accepts: () => true, expected: 'the structure the widget describes' },
} as const satisfies Record<string, { readonly accepts: (value: unknown) => boolean; readonly expected: string }>;

/** An option's type in `ui:options` (see widgetOptionKinds). */
export type WidgetOptionKind = keyof typeof widgetOptionKinds;

/** One `ui:options` key a widget reads: its type, what it does, its default (null: none, or the widget's own behaviour). */
export interface WidgetOptionDescriptor {
  readonly kind: WidgetOptionKind;
  readonly description: string;
  readonly default: number | string | null;
}

/** What the tiers agree on about a form widget; the web's widget registry holds its component. */
export interface WidgetKindDescriptor {
  /** RJSF's standard widget under an admin-gen name (any field, any options), or admin-gen's own. */
  readonly source: 'rjsf' | 'admin';
  /** What it draws, in one or two sentences: the meta-schema's enum description and docs/schema-reference.md. */
  readonly description: string;
  /** admin-gen's own: every `ui:options` key it reads (the build refuses any other); the widget's code reads them through WidgetOptionValues. */
  readonly options: Readonly<Record<string, WidgetOptionDescriptor>>;
  /** admin-gen's own: the fields it draws; null: any field. */
  readonly fits: FieldFit | null;
}

const rjsf = (description: string) => ({ source: 'rjsf', description, options: {}, fits: null }) as const;
const isString = (schema: JsonSchema): boolean => getFieldType(schema) === 'string';
const option = <K extends WidgetOptionKind, D extends number | string | null>(kind: K, description: string, fallback: D) => ({ kind, description, default: fallback }) as const;
const folder = option('folder', 'The upload service folder the files go to (lowercase letters, digits and dashes); declared folders only', null);

/** Widgets a form's `ui:widget` may name: RJSF's standard ones plus admin-gen's own. */
export const widgetKinds = {
  text: rjsf('RJSF: a one-line text input (the default of strings).'),
  textarea: rjsf('RJSF: a multi-line text input.'),
  password: rjsf('RJSF: a text input whose characters are hidden.'),
  email: rjsf('RJSF: an email input.'),
  uri: rjsf('RJSF: a URL input.'),
  updown: rjsf('RJSF: a number input with up and down arrows (the default of numbers).'),
  checkbox: rjsf('RJSF: a checkbox (the default of booleans).'),
  select: rjsf('RJSF: a select of the field\'s `enum` or `oneOf` values (their default).'),
  radio: rjsf('RJSF: radio buttons of the field\'s `enum` or `oneOf` values.'),
  hidden: rjsf('RJSF: not drawn; the value is kept and sent.'),
  reference: {
    source: 'admin',
    description: 'One id of a referenced entity: a searchable select of its lookup, more on scroll, the label with its `secondary` text or tree path (the default of a single reference).',
    options: {
      pageSize: option('count', 'Options loaded per page of the lookup', 20),
      placeholder: option('text', 'Text of the empty select', 'Escriba para buscar…'),
    },
    fits: { fits: ({ reference }) => reference === 'one', expected: 'a field declared in "references" holding one id' },
  },
  referencePicker: {
    source: 'admin',
    description: 'An array of ids of a referenced entity: the same searchable select and Agregar, the chosen ones listed by label, each id once (the default of a many-reference).',
    options: {
      pageSize: option('count', 'Options loaded per page of the lookup', 5),
      placeholder: option('text', 'Text of the empty select', 'Selecciona un {label}'),
    },
    fits: { fits: ({ reference }) => reference === 'many', expected: 'a field declared in "references" holding an array of ids' },
  },
  uploader: {
    source: 'admin',
    description: 'An array of files ({ name, url }) uploaded through the upload service in a dialog (Uppy Dashboard).',
    options: { folder, buttonLabel: option('text', 'Text of the button that opens the dialog', 'Subir archivos') },
    fits: {
      fits: ({ schema }) => {
        const item = schema.items;
        const properties = getFieldType(schema) === 'array' && item && typeof item === 'object' && getFieldType(item) === 'object' ? (item.properties ?? {}) : {};
        return ['name', 'url'].every((key) => properties[key] !== undefined && isString(properties[key]));
      },
      expected: 'an array of objects with string properties "name" and "url"',
    },
  },
  childLines: {
    source: 'admin',
    description: 'Editable children: pick a row of another entity, Agregar a line copied from it, edit one property per line, remove lines not locked, a total.',
    options: {
      copy: option('checked', 'Required. Line property → where its value comes from in the picked row: `_id`, a field, `$labels.<reference>`, a list of such paths (the first with a value wins), or null (the server fills it). The build copies every demo row of the source into a line and judges it', null),
      source: option('checked', 'The entity whose rows are picked; default: the entity of the line property copying `_id`', null),
      display: option('checked', 'The field of the source shown for a row; default: that reference\'s display', null),
      edit: option('checked', 'The line property a person edits: its name, or { "field", "min", "max", "step" } (min and max default to its schema\'s)', null),
      total: option('checked', 'A number line property summed below the lines', null),
      lockedBy: option('checked', 'A line property whose value locks the line against removal; default: the child\'s `generated` field', null),
      pageSize: option('count', 'Rows of the source loaded per page of the select', 5),
    },
    fits: { fits: ({ editableChildren }) => editableChildren === true, expected: 'the name of editable children ("editable": true)' },
  },
  conditionalObject: {
    source: 'admin',
    description: 'An object field whose shown properties follow its own values; hidden values are kept aside and not submitted.',
    options: {
      conditions: option('checked', 'Required. [{ "when": { property: value }, "show" | "hide": [properties] }]: the first that holds decides', null),
      otherwise: option('checked', '{ "show" | "hide": [properties] } when no condition holds; default: every property shown', null),
    },
    fits: { fits: ({ schema }) => getFieldType(schema) === 'object' && Object.keys(schema.properties ?? {}).length > 0, expected: 'an object field with "properties"' },
  },
  // The server sanitizes only fields declared HTML; an editor on any other field would store markup unsanitized.
  richText: {
    source: 'admin',
    description: 'Rich text (CKEditor 5) on an HTML field; images uploaded through signed uploads; the server sanitizes the HTML.',
    options: {
      minHeight: option('pixels', 'The editing area\'s least height, in pixels', 200),
      maxHeight: option('pixels', 'The editing area\'s greatest height, in pixels (at least minHeight)', 400),
      folder,
    },
    fits: {
      fits: ({ schema }) => isString(schema) && schema.contentMediaType === 'text/html',
      expected: 'a string field with "contentMediaType": "text/html" (add it to the field, so the server sanitizes the HTML)',
    },
  },
  date: {
    source: 'admin',
    description: 'A date typed as dd/mm/aaaa or picked in a Spanish calendar, stored as YYYY-MM-DD (the default of `format: date`).',
    options: {},
    fits: { fits: ({ schema }) => isString(schema) && schema.format === 'date', expected: 'a string field with "format": "date"' },
  },
  dateTime: {
    source: 'admin',
    description: 'A date and time typed as dd/mm/aaaa hh:mm (the day also picked in the Spanish calendar), stored as the ISO instant of that local time (the default of `format: date-time`).',
    options: {},
    fits: { fits: ({ schema }) => isString(schema) && schema.format === 'date-time', expected: 'a string field with "format": "date-time"' },
  },
  image: {
    source: 'admin',
    description: 'An image address: an upload button with a preview, and Quitar (the default of `contentMediaType: image/*`).',
    options: { folder, buttonLabel: option('text', 'Text of the upload button', 'Subir imagen') },
    fits: { fits: ({ schema }) => isString(schema) && schema.contentMediaType === IMAGE_MEDIA_TYPE, expected: `a string field with "contentMediaType": "${IMAGE_MEDIA_TYPE}"` },
  },
} as const satisfies Record<string, WidgetKindDescriptor>;

/** The JavaScript type of an option of each kind, as the widget reads it (`checked` ones are read by the widget's own parser). */
interface WidgetOptionTypes {
  readonly count: number;
  readonly pixels: number;
  readonly text: string;
  readonly folder: string;
  readonly entity: string;
  readonly checked: unknown;
}

/** The `ui:options` a widget reads, typed from its descriptor: what the build lets through, so what its code may expect. */
export type WidgetOptionValues<W extends keyof typeof widgetKinds> = {
  readonly [K in keyof (typeof widgetKinds)[W]['options']]?: (typeof widgetKinds)[W]['options'][K] extends { readonly kind: infer Kind extends WidgetOptionKind } ? WidgetOptionTypes[Kind] : never;
};

/**
 * The `ui:options` of admin-gen's widget `widget` as its descriptor declares them: each declared key whose value its kind
 * accepts (the build refuses any other, so this drops only what a hand-made model slipped past it), typed.
 */
export function readWidgetOptions<W extends keyof typeof widgetKinds>(widget: W, options: Readonly<Record<string, unknown>>): WidgetOptionValues<W> {
  const declared = widgetKinds[widget].options as Readonly<Record<string, WidgetOptionDescriptor>>;
  const read: Record<string, unknown> = {};
  for (const [key, option] of Object.entries(declared)) {
    if (options[key] !== undefined && widgetOptionKinds[option.kind].accepts(options[key])) read[key] = options[key];
  }
  // Each key was just checked against its declared kind, which is what WidgetOptionValues types it as.
  return read as WidgetOptionValues<W>;
}

/** A name a form's `ui:widget` may use. */
export type WidgetName = keyof typeof widgetKinds;

/** The widgets' names, in the descriptors' order. */
export const WIDGET_NAMES = Object.keys(widgetKinds) as readonly WidgetName[];
