import type { EntityDefinition } from '../types.js';
import type { Expression } from './Expression.js';
import { getExpressionInputs, type ExpressionInputs } from './getExpressionInputs.js';
import { parseExpression } from './parseExpression.js';
import { sortComputedFields } from './sortComputedFields.js';

/** One computed field of an entity, its expression read once. */
export interface ComputedField {
  readonly name: string;
  readonly expression: Expression;
  readonly inputs: ExpressionInputs;
}

const cache = new WeakMap<Pick<EntityDefinition, 'fields'>, readonly ComputedField[]>();

/**
 * The entity's computed fields in the order they must be computed (each after the computed fields it reads), as the
 * server writes them and forms show them. The build has refused syntax errors and cycles, so either here is a bug.
 */
export function getComputedFields(entity: Pick<EntityDefinition, 'fields'>): readonly ComputedField[] {
  let fields = cache.get(entity);
  if (fields) return fields;
  const parsed = new Map<string, ComputedField>();
  for (const field of entity.fields) {
    if (!field.computed) continue;
    const expression = parseExpression(field.computed.expression);
    parsed.set(field.name, { name: field.name, expression, inputs: getExpressionInputs(expression) });
  }
  const sorted = sortComputedFields(new Map([...parsed.values()].map((field) => [field.name, field.inputs.fields])));
  if ('cycle' in sorted) throw new Error(`computed fields form a cycle: ${sorted.cycle.join(' → ')}`);
  fields = sorted.order.map((name) => parsed.get(name)!);
  cache.set(entity, fields);
  return fields;
}
