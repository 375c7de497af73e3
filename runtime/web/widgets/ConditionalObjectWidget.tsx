import type { FieldProps } from '@rjsf/utils';
import { getWidgetOptions } from './getWidgetOptions.js';
import { useConditionalObject } from './useConditionalObject.js';
import './formWidgets.css';

/**
 * An object whose shown properties follow conditions on its own values (ui:widget `conditionalObject`): RJSF's own
 * object field over the properties shown, so labels, the nested uiSchema and each property's errors (ajv's
 * if/then/else rules and the server's `field.property` details) stay RJSF's. ui:options: see ConditionalObjectOptions.
 */
export function ConditionalObjectWidget(props: FieldProps<Record<string, unknown>>) {
  const { formData, schema, uiSchema = {}, fieldPathId, onChange, registry } = props;
  const value = formData && typeof formData === 'object' ? formData : {};
  const object = useConditionalObject({ schema, value, path: fieldPathId.path, options: getWidgetOptions(uiSchema), onChange });
  const { ObjectField } = registry.fields;
  if (!ObjectField) throw new Error("The conditionalObject widget draws through RJSF's ObjectField, which the registry lacks.");
  const { 'ui:field': _field, ...objectUiSchema } = uiSchema;
  return (
    <div className="widget-conditional-object">
      <ObjectField {...props} formData={value} schema={object.schema} uiSchema={objectUiSchema} onChange={object.onChange} />
    </div>
  );
}
