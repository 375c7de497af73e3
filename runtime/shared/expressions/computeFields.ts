import { evaluateExpression, type ExpressionScope } from './evaluateExpression.js';
import type { ComputedField } from './getComputedFields.js';

/**
 * The row with every computed field set from its expression, in order (a field reading another computed field sees
 * its new value); `children` gives each children collection's rows. The one computation behind the server's stored
 * columns and the forms' live values.
 */
export function computeFields(fields: readonly ComputedField[], row: Readonly<Record<string, unknown>>, children?: ExpressionScope['children']): Record<string, unknown> {
  const computed: Record<string, unknown> = { ...row };
  for (const field of fields) computed[field.name] = evaluateExpression(field.expression, { row: computed, ...(children && { children }) });
  return computed;
}
