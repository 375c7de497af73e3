import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { WidgetName } from '../../shared/index.js';
import { getRegistryEntry } from '../registry/getRegistryEntry.js';

/** Widgets by the names a form's `ui:widget` may use; typed by WIDGET_NAMES, so a name without a widget fails tsc. */
export type WidgetRegistry = Readonly<Record<WidgetName, Widget>>;

/** The form widgets: RJSF's standard ones under admin-gen's names (admin-gen's own widgets join here). */
export function getDefaultWidgets(): WidgetRegistry {
  const standard = getDefaultRegistry().widgets;
  return {
    text: getStandard(standard, 'TextWidget'),
    textarea: getStandard(standard, 'TextareaWidget'),
    password: getStandard(standard, 'PasswordWidget'),
    email: getStandard(standard, 'EmailWidget'),
    uri: getStandard(standard, 'URLWidget'),
    updown: getStandard(standard, 'UpDownWidget'),
    checkbox: getStandard(standard, 'CheckboxWidget'),
    select: getStandard(standard, 'SelectWidget'),
    radio: getStandard(standard, 'RadioWidget'),
    hidden: getStandard(standard, 'HiddenWidget'),
  };
}

/** The widget for a name; throws naming the known widgets when there is none. */
export function getWidget(widgets: WidgetRegistry, name: string): Widget {
  return getRegistryEntry(widgets, name, 'widget');
}

/** Checks every string `ui:widget` of a uiSchema against the registry, so a typo fails with the known names. */
export function checkUiSchemaWidgets(uiSchema: unknown, widgets: WidgetRegistry): void {
  if (typeof uiSchema !== 'object' || uiSchema === null) return;
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:widget' && typeof value === 'string') getWidget(widgets, value);
    else checkUiSchemaWidgets(value, widgets);
  }
}

function getStandard(standard: RegistryWidgetsType, name: string): Widget {
  return getRegistryEntry(standard, name, 'RJSF standard widget');
}
