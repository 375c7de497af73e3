import { IMAGE_MEDIA_TYPE, WIDGET_NAMES } from '../../runtime/shared/index.js';
import type { JsonSchema, WidgetName } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { checkChildLinesOptions, checkConditionalObjectOptions, getJsonType, isPlainObject } from './checkWidgetOptions.js';
import type { WidgetOptionsCheck } from './checkWidgetOptions.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EntitySchemaInput } from '../shared/types.js';

/** Folder names of the upload service (app.json `uploads`, and the uploader and richText `ui:options.folder`). */
export const UPLOAD_FOLDER_PATTERN = /^[a-z0-9-]+$/;

/** What a uiSchema object applies to: a form field, a children array, or a property or items nested in one. */
export interface UiTarget {
  /** For messages: `address`, `address.country`, `tags[]`. */
  readonly name: string;
  /** null when the form field is unknown (reported on its own): only widget names are checked then. */
  readonly schema: JsonSchema | null;
  /** A form field declared in `references` holding an array of ids. */
  readonly isManyReference: boolean;
  /** A form field declared in `references` holding one id. */
  readonly isSingleReference: boolean;
  /** A form field naming editable children. */
  readonly isEditableChildren: boolean;
  /** The child entity when the field names children. */
  readonly child?: EntitySchemaInput;
}

/** An option's type; `checked` ones are left to the widget's `check`, which knows their structure. */
type OptionKind = 'number' | 'text' | 'folder' | 'entity' | 'checked';

/** An admin-gen widget: the `ui:options` it reads and the fields it can draw. */
interface WidgetRule {
  readonly options: Readonly<Record<string, OptionKind>>;
  fits(target: UiTarget, schema: JsonSchema): boolean;
  /** The fitting fields, for the message when a widget does not fit. */
  readonly expected: string;
  /** Checks structured options against the field (which properties exist, which rules fit their types). */
  readonly check?: WidgetOptionsCheck;
}

const isString = (schema: JsonSchema): boolean => getFieldType(schema) === 'string';

/** admin-gen's own widgets (see WIDGET_NAMES); RJSF's standard ones take any field and options. */
const WIDGET_RULES: Readonly<Partial<Record<WidgetName, WidgetRule>>> = {
  reference: {
    options: { pageSize: 'number', placeholder: 'text' },
    fits: (target) => target.isSingleReference,
    expected: 'a field declared in "references" holding one id',
  },
  referencePicker: {
    options: { pageSize: 'number', placeholder: 'text' },
    fits: (target) => target.isManyReference,
    expected: 'a field declared in "references" holding an array of ids',
  },
  uploader: {
    options: { folder: 'folder', buttonLabel: 'text' },
    fits: (_target, schema) => {
      const item = schema.items;
      const properties = getFieldType(schema) === 'array' && item && typeof item === 'object' && getFieldType(item) === 'object' ? (item.properties ?? {}) : {};
      return ['name', 'url'].every((key) => properties[key] !== undefined && isString(properties[key]));
    },
    expected: 'an array of objects with string properties "name" and "url"',
  },
  childLines: {
    options: { copy: 'checked', source: 'checked', display: 'checked', edit: 'checked', total: 'checked', lockedBy: 'checked', pageSize: 'checked' },
    fits: (target) => target.isEditableChildren,
    expected: 'the name of editable children ("editable": true)',
    check: checkChildLinesOptions,
  },
  conditionalObject: {
    options: { conditions: 'checked', otherwise: 'checked' },
    fits: (_target, schema) => getFieldType(schema) === 'object' && Object.keys(schema.properties ?? {}).length > 0,
    expected: 'an object field with "properties"',
    check: checkConditionalObjectOptions,
  },
  // The server sanitizes only fields declared HTML; an editor on any other field would store markup unsanitized.
  richText: {
    options: { minHeight: 'number', maxHeight: 'number', folder: 'folder' },
    fits: (_target, schema) => isString(schema) && schema.contentMediaType === 'text/html',
    expected: 'a string field with "contentMediaType": "text/html" (add it to the field, so the server sanitizes the HTML)',
  },
  image: {
    options: { folder: 'folder', buttonLabel: 'text' },
    fits: (_target, schema) => isString(schema) && schema.contentMediaType === IMAGE_MEDIA_TYPE,
    expected: `a string field with "contentMediaType": "${IMAGE_MEDIA_TYPE}"`,
  },
  date: { options: {}, fits: (_target, schema) => isString(schema) && schema.format === 'date', expected: 'a string field with "format": "date"' },
};

/**
 * Checks one field's uiSchema: `ui:widget` names a registered widget that fits the field, admin-gen widgets'
 * `ui:options` are known keys of the right type, and other keys are the properties of an object field (or
 * `items` of an array), checked the same way.
 */
export function checkUiSchema(checker: EntityChecker, at: readonly Segment[], ui: unknown, target: UiTarget): void {
  const { report } = checker;
  if (!isPlainObject(ui)) {
    if (target.schema) report(at, `uiSchema of field ${JSON.stringify(target.name)} has type ${JSON.stringify(getJsonType(ui))}; expected an object`);
    return;
  }
  const widget = ui['ui:widget'];
  let rule: WidgetRule | undefined;
  if (widget !== undefined) {
    if (typeof widget !== 'string' || !(WIDGET_NAMES as readonly string[]).includes(widget)) {
      report([...at, 'ui:widget'], `unknown widget ${JSON.stringify(widget)}; expected one of: ${WIDGET_NAMES.join(', ')}`);
    } else {
      rule = WIDGET_RULES[widget as WidgetName];
      if (rule && target.schema && !rule.fits(target, target.schema)) {
        report(
          [...at, 'ui:widget'],
          `widget ${JSON.stringify(widget)} does not fit field ${JSON.stringify(target.name)} (type ${JSON.stringify(getFieldType(target.schema))}); expected ${rule.expected}`,
        );
      }
    }
  }
  const fits = rule !== undefined && target.schema !== null && rule.fits(target, target.schema);
  if (rule && (ui['ui:options'] !== undefined || (fits && rule.check))) {
    checkOptions(checker, [...at, 'ui:options'], widget as string, rule, ui['ui:options'] ?? {}, fits ? target : null);
  }

  const nested = getNestedTargets(target);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const inner = target.schema ? nested.get(key) : { name: `${target.name}.${key}`, schema: null, isManyReference: false, isSingleReference: false, isEditableChildren: false };
    if (inner) {
      checkUiSchema(checker, [...at, key], value, inner);
    } else {
      const keys = [...nested.keys()];
      report([...at, key], `unknown key ${JSON.stringify(key)} in the uiSchema of field ${JSON.stringify(target.name)}; expected "ui:" keys${keys.length > 0 ? ` or one of: ${keys.join(', ')}` : ' only'}`);
    }
  }
}

/** The properties of an object field and the items of an array field, each a target of its own. */
function getNestedTargets(target: UiTarget): Map<string, UiTarget> {
  const nested = new Map<string, UiTarget>();
  const schema = target.schema;
  if (!schema) return nested;
  const make = (name: string, inner: JsonSchema): UiTarget => ({ name, schema: inner, isManyReference: false, isSingleReference: false, isEditableChildren: false });
  const type = getFieldType(schema);
  if (type === 'object') {
    for (const [key, inner] of Object.entries(schema.properties ?? {})) nested.set(key, make(`${target.name}.${key}`, inner));
  } else if (type === 'array' && isPlainObject(schema.items)) {
    nested.set('items', make(`${target.name}[]`, schema.items as JsonSchema));
  }
  return nested;
}

function checkOptions(checker: EntityChecker, at: readonly Segment[], widget: string, rule: WidgetRule, options: unknown, target: UiTarget | null): void {
  const { report } = checker;
  if (!isPlainObject(options)) {
    report(at, `"ui:options" has type ${JSON.stringify(getJsonType(options))}; expected an object`);
    return;
  }
  const known = Object.keys(rule.options);
  for (const [key, value] of Object.entries(options)) {
    const kind = rule.options[key];
    const optionAt = [...at, key];
    const wrongType = (expected: string): void =>
      report(optionAt, `option ${JSON.stringify(key)} of widget ${JSON.stringify(widget)} has type ${JSON.stringify(getJsonType(value))}; expected ${expected}`);
    if (kind === undefined) {
      report(optionAt, `unknown option ${JSON.stringify(key)} of widget ${JSON.stringify(widget)}; expected ${known.length > 0 ? `one of: ${known.join(', ')}` : 'none (the widget takes no options)'}`);
    } else if (kind === 'checked') {
      continue;
    } else if (kind === 'number') {
      if (typeof value !== 'number') wrongType('a number');
    } else if (kind === 'text') {
      if (typeof value !== 'string' || value === '') wrongType('a non-empty string');
    } else if (typeof value !== 'string') {
      wrongType(kind === 'folder' ? `a string matching ${UPLOAD_FOLDER_PATTERN.source}` : 'an entity name');
    } else if (kind === 'folder') {
      if (!UPLOAD_FOLDER_PATTERN.test(value)) report(optionAt, `invalid folder ${JSON.stringify(value)}; expected a string matching ${UPLOAD_FOLDER_PATTERN.source}`);
    } else {
      checker.findEntity(optionAt, value);
    }
  }
  if (rule.check && target?.schema) rule.check(checker, at, options, { name: target.name, schema: target.schema, child: target.child ?? null });
  const { minHeight, maxHeight } = options;
  if (typeof minHeight === 'number' && typeof maxHeight === 'number' && minHeight > maxHeight) {
    report(at, `minHeight ${minHeight} is greater than maxHeight ${maxHeight}; expected minHeight ≤ maxHeight`);
  }
}
