import type { RJSFSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../shared/index.js';
import { getWidget } from './widgetRegistry.js';
import type { WidgetRegistry } from './widgetRegistry.js';

/**
 * The form data as submitted: each top-level field drawn by a widget with a getSubmitValue (conditionalObject) goes
 * through it; every other value is sent as RJSF holds it.
 */
export function getSubmitData(
  data: Readonly<Record<string, unknown>>,
  schema: RJSFSchema,
  uiSchema: Readonly<Record<string, unknown>>,
  widgets: WidgetRegistry,
): Record<string, unknown> {
  const submitted: Record<string, unknown> = { ...data };
  for (const [field, fieldUi] of Object.entries(uiSchema)) {
    if (!(field in submitted) || typeof fieldUi !== 'object' || fieldUi === null) continue;
    const { 'ui:widget': name, 'ui:options': options } = fieldUi as Record<string, unknown>;
    if (typeof name !== 'string') continue;
    const { getSubmitValue } = getWidget(widgets, name);
    const fieldSchema = schema.properties?.[field];
    if (!getSubmitValue || typeof fieldSchema !== 'object') continue;
    submitted[field] = getSubmitValue(submitted[field], {
      // RJSFSchema and the model's JsonSchema describe the same JSON text; only their TypeScript shapes differ.
      schema: fieldSchema as JsonSchema,
      options: typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {},
    });
  }
  return submitted;
}
