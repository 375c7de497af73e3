import type { UiSchema } from '@rjsf/utils';
import { getWidget } from './widgetRegistry.js';
import type { WidgetRegistry } from './widgetRegistry.js';
import { isRecord } from '../../shared/isRecord.js';

/**
 * The RJSF uiSchema of a form's `ui:widget` names, at any depth: a widget entry keeps `ui:widget`, a field entry
 * (referencePicker, childLines, conditionalObject) becomes `ui:field`. An unknown name throws with the known ones.
 */
export function getFormUiSchema(uiSchema: Readonly<Record<string, unknown>>, widgets: WidgetRegistry): UiSchema {
  return mapUiSchema(uiSchema, widgets, '');
}

function mapUiSchema(node: Readonly<Record<string, unknown>>, widgets: WidgetRegistry, path: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ui:widget' && typeof value === 'string') {
      const entry = getWidgetAt(widgets, value, path);
      result[entry.kind === 'field' ? 'ui:field' : 'ui:widget'] = value;
    } else if (isRecord(value) && !key.startsWith('ui:')) {
      result[key] = mapUiSchema(value, widgets, path === '' ? key : `${path}.${key}`);
    } else result[key] = value;
  }
  return result;
}

function getWidgetAt(widgets: WidgetRegistry, name: string, path: string) {
  try {
    return getWidget(widgets, name);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(path === '' ? message : `${message} (uiSchema of "${path}")`);
  }
}
