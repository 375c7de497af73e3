import { getDefaultRegistry } from '@rjsf/core';
import type { Field, RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { JsonSchema, WidgetName } from '../../shared/index.js';
import { getRegistryEntry } from '../registry/getRegistryEntry.js';
import {
  ChildLinesWidget,
  ConditionalObjectWidget,
  DateTimeWidget,
  DateWidget,
  getConditionalObjectOptions,
  getConditionalObjectValue,
  ImageWidget,
  KeptValueSelectWidget,
  ReferencePickerWidget,
  ReferenceWidget,
  RichTextWidget,
  UploaderWidget,
} from '../widgets/index.js';

/**
 * How RJSF draws a `ui:widget` name: as a widget (uiSchema `ui:widget`: a value's input, an array's too) or as a
 * field (uiSchema `ui:field`: the whole array or object drawn and changed by the component, which RJSF needs for
 * objects). Schemas only ever say `ui:widget`; getFormUiSchema turns the names of field entries into `ui:field`.
 */
export type WidgetEntry = (
  { readonly kind: 'widget'; readonly component: Widget } | { readonly kind: 'field'; readonly component: Field }
) & {
  /** What the form submits for the field's value, when it is not the value as RJSF holds it (conditionalObject drops hidden data). */
  readonly getSubmitValue?: (value: unknown, context: WidgetSubmitContext) => unknown;
};

/** The field a widget's getSubmitValue prepares: its schema and its `ui:options`. */
export interface WidgetSubmitContext {
  readonly schema: JsonSchema;
  readonly options: Readonly<Record<string, unknown>>;
}

/** Widgets by the names a form's `ui:widget` may use (descriptors: runtime/shared/kinds/widgetKinds.ts); typed by WidgetName, so a name without an entry fails tsc. */
export type WidgetRegistry = Readonly<Record<WidgetName, WidgetEntry>>;

/** The form widgets: RJSF's standard ones under admin-gen's names, and admin-gen's own. */
export function getDefaultWidgets(): WidgetRegistry {
  const standard = getDefaultRegistry().widgets;
  const rjsf = (name: string): WidgetEntry => ({ kind: 'widget', component: getStandard(standard, name) });
  return {
    text: rjsf('TextWidget'),
    textarea: rjsf('TextareaWidget'),
    password: rjsf('PasswordWidget'),
    email: rjsf('EmailWidget'),
    uri: rjsf('URLWidget'),
    updown: rjsf('UpDownWidget'),
    checkbox: rjsf('CheckboxWidget'),
    // RJSF's select, which also shows a stored value the field no longer lists.
    select: { kind: 'widget', component: KeptValueSelectWidget },
    radio: rjsf('RadioWidget'),
    hidden: rjsf('HiddenWidget'),
    reference: { kind: 'widget', component: ReferenceWidget },
    referencePicker: { kind: 'field', component: ReferencePickerWidget },
    uploader: { kind: 'widget', component: UploaderWidget },
    image: { kind: 'widget', component: ImageWidget },
    childLines: { kind: 'field', component: ChildLinesWidget },
    conditionalObject: {
      kind: 'field',
      component: ConditionalObjectWidget,
      getSubmitValue: (value, { schema, options }) =>
        getConditionalObjectValue(value, Object.keys(schema.properties ?? {}), getConditionalObjectOptions(options)),
    },
    richText: { kind: 'widget', component: RichTextWidget },
    date: { kind: 'widget', component: DateWidget },
    dateTime: { kind: 'widget', component: DateTimeWidget },
  };
}

/** The entry for a name; throws naming the known widgets when there is none. */
export function getWidget(widgets: WidgetRegistry, name: string): WidgetEntry {
  return getRegistryEntry(widgets, name, 'widget');
}

/**
 * The admin widget RJSF draws a string `format` with when no `ui:widget` names one: RJSF picks a widget by the format's
 * name (`date` is admin-gen's own name already); `date-time` would be the browser's native, US-format input.
 */
const FORMAT_WIDGETS: Readonly<Record<string, WidgetName>> = { 'date-time': 'dateTime' };

/** The registry split the way RJSF's <Form> takes it: `widgets` and `fields`, each by admin-gen name (and by the formats of FORMAT_WIDGETS). */
export function getRjsfComponents(widgets: WidgetRegistry): { widgets: RegistryWidgetsType; fields: RegistryFieldsType } {
  const result: { widgets: Record<string, Widget>; fields: Record<string, Field> } = { widgets: {}, fields: {} };
  for (const [format, name] of Object.entries(FORMAT_WIDGETS)) {
    const entry = widgets[name];
    if (entry.kind === 'widget') result.widgets[format] = entry.component;
  }
  for (const [name, entry] of Object.entries<WidgetEntry>(widgets)) {
    if (entry.kind === 'widget') result.widgets[name] = entry.component;
    else result.fields[name] = entry.component;
  }
  return result;
}

function getStandard(standard: RegistryWidgetsType, name: string): Widget {
  return getRegistryEntry(standard, name, 'RJSF standard widget');
}
