import type { ComputedField, EntityDefinition, Expression } from '../../../shared/index.js';
import type { StoreDialect } from '../Database.js';
import { getEngine } from '../getEngine.js';
import { getGeneratedFields } from './getGeneratedFields.js';
import { getSafeInputExponent } from './getSafeInputExponent.js';

/**
 * The SQL of a generated column computing `field` (one of getGeneratedFields(entity)) on this store: the one walk
 * over the parsed expression, each store's pieces from its engine (GeneratedSql). A store with a native form gets
 * both walks, chosen per row by the range of its stored inputs.
 */
export function toGeneratedSql(dialect: StoreDialect, entity: Pick<EntityDefinition, 'fields'>, field: ComputedField): string {
  const pieces = getEngine(dialect).generatedSql;
  const generated = new Map(getGeneratedFields(entity).map((candidate) => [candidate.name, candidate]));
  const refuseAggregate = () => {
    throw new Error(`${field.name}: an aggregate over children is computed by the server, not by a generated column`);
  };
  const walk = (expression: Expression): string => {
    switch (expression.kind) {
      case 'number':
        return pieces.number(expression.value);
      case 'field': {
        const other = generated.get(expression.name);
        return other ? pieces.computedField(other.name, () => pieces.round(walk(other.expression))) : pieces.field(expression.name);
      }
      case 'negate':
        return pieces.negate(walk(expression.operand));
      case 'binary':
        return pieces.binary(expression.operator, walk(expression.left), walk(expression.right));
      case 'aggregate':
        return refuseAggregate();
    }
  };
  const exact = pieces.round(walk(field.expression));
  const native = pieces.native;
  const exponent = native ? getSafeInputExponent(field.expression, (name) => generated.get(name)?.expression ?? null) : null;
  if (!native || exponent === null) return exact;

  const inputs = new Set<string>();
  const readsGenerated = (expression: Expression): boolean =>
    (expression.kind === 'field' && generated.has(expression.name)) ||
    (expression.kind === 'negate' && readsGenerated(expression.operand)) ||
    (expression.kind === 'binary' && (readsGenerated(expression.left) || readsGenerated(expression.right)));
  const walkNative = (expression: Expression): string => {
    switch (expression.kind) {
      case 'number':
        return native.number(expression.value);
      case 'field': {
        const other = generated.get(expression.name);
        if (other) return native.round(walkNative(other.expression), readsGenerated(other.expression));
        inputs.add(expression.name);
        return native.field(expression.name);
      }
      case 'negate':
        return native.negate(walkNative(expression.operand));
      case 'binary':
        return native.binary(expression.operator, walkNative(expression.left), walkNative(expression.right));
      case 'aggregate':
        return refuseAggregate();
    }
  };
  const value = native.round(walkNative(field.expression), readsGenerated(field.expression));
  return native.choose([...inputs].map((column) => native.inRange(column, exponent)), value, exact);
}
