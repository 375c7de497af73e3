import { WIDGET_NAMES, widgetKinds, widgetOptionKinds } from '../../runtime/shared/index.js';
import type { JsonSchema, WidgetKindDescriptor, WidgetName, WidgetOptionDescriptor } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { checkChildLinesOptions, checkConditionalObjectOptions, getJsonType, isPlainObject } from './checkWidgetOptions.js';
import type { WidgetOptionsCheck } from './checkWidgetOptions.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EntitySchemaInput } from '../shared/types.js';

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

/** An admin-gen widget: the `ui:options` it reads and the fields it can draw. */
interface WidgetRule {
  readonly options: Readonly<Record<string, WidgetOptionDescriptor>>;
  fits(target: UiTarget, schema: JsonSchema): boolean;
  /** The fitting fields, for the message when a widget does not fit. */
  readonly expected: string;
  /** Checks structured options against the field (which properties exist, which rules fit their types). */
  readonly check?: WidgetOptionsCheck;
}

/** Structured `ui:options` (the descriptor's `checked` ones), checked against the field. */
const OPTION_CHECKS: Readonly<Partial<Record<WidgetName, WidgetOptionsCheck>>> = {
  childLines: checkChildLinesOptions,
  conditionalObject: checkConditionalObjectOptions,
};

/** admin-gen's own widget as its descriptor states it (runtime/shared/kinds/widgetKinds.ts); RJSF's standard ones take any field and options. */
function getWidgetRule(name: WidgetName): WidgetRule | undefined {
  const descriptor: WidgetKindDescriptor = widgetKinds[name];
  const fit = descriptor.fits;
  if (descriptor.source === 'rjsf' || fit === null) return undefined;
  const check = OPTION_CHECKS[name];
  return {
    options: descriptor.options,
    fits: (target, schema) =>
      fit.fits({ schema, reference: target.isSingleReference ? 'one' : target.isManyReference ? 'many' : null, editableChildren: target.isEditableChildren }),
    expected: fit.expected,
    ...(check && { check }),
  };
}

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
      rule = getWidgetRule(widget as WidgetName);
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
    const kind = rule.options[key]?.kind;
    const optionAt = [...at, key];
    if (kind === undefined) {
      report(optionAt, `unknown option ${JSON.stringify(key)} of widget ${JSON.stringify(widget)}; expected ${known.length > 0 ? `one of: ${known.join(', ')}` : 'none (the widget takes no options)'}`);
    } else if (!widgetOptionKinds[kind].accepts(value)) {
      // The widget reads the option by the same rule, so a value it would ignore is refused here.
      const found = typeof value === 'string' || typeof value === 'number' ? `is ${JSON.stringify(value)}` : `has type ${JSON.stringify(getJsonType(value))}`;
      report(optionAt, `option ${JSON.stringify(key)} of widget ${JSON.stringify(widget)} ${found}; expected ${widgetOptionKinds[kind].expected}`);
    } else if (kind === 'entity') {
      checker.findEntity(optionAt, value as string);
    }
  }
  if (rule.check && target?.schema) rule.check(checker, at, options, { name: target.name, schema: target.schema, child: target.child ?? null });
  const { minHeight, maxHeight } = options;
  if (typeof minHeight === 'number' && typeof maxHeight === 'number' && minHeight > maxHeight) {
    report(at, `minHeight ${minHeight} is greater than maxHeight ${maxHeight}; expected minHeight ≤ maxHeight`);
  }
}
