import type { FieldProps } from '@rjsf/utils';
import { getWidgetOptions } from './getWidgetOptions.js';
import { useBillingField } from './useBillingField.js';
import './formWidgets.css';

/**
 * The billing-information object (ui:widget `billing`): RJSF's own object field over the properties the current
 * mode shows, so labels, the nested uiSchema (placeholder 'Cédula, RUC, NIT') and each property's errors (ajv's
 * if/then/else rules and the server's `billing.phone` details) stay RJSF's. ui:options: see getBillingRoles.
 */
export function BillingWidget(props: FieldProps<Record<string, unknown>>) {
  const { formData, schema, uiSchema = {}, fieldPathId, onChange, registry } = props;
  const value = formData && typeof formData === 'object' ? formData : {};
  const billing = useBillingField({ schema, value, path: fieldPathId.path, options: getWidgetOptions(uiSchema), onChange });
  const { ObjectField } = registry.fields;
  if (!ObjectField) throw new Error("The billing widget draws through RJSF's ObjectField, which the registry lacks.");
  const { 'ui:field': _field, ...objectUiSchema } = uiSchema;
  return (
    <div className="widget-billing">
      <ObjectField {...props} formData={value} schema={billing.schema} uiSchema={objectUiSchema} onChange={billing.onChange} />
    </div>
  );
}
