import type { ComputedField, EntityDefinition, Expression } from '../../../shared/index.js';
import type { StoreDialect } from '../Database.js';
import { getEngine } from '../getEngine.js';
import { getGeneratedFields } from './getGeneratedFields.js';

/**
 * The SQL of a generated column computing `field` (one of getGeneratedFields(entity)) on this store: the one walk
 * over the parsed expression, each store's pieces from its engine (GeneratedSql).
 */
export function toGeneratedSql(dialect: StoreDialect, entity: Pick<EntityDefinition, 'fields'>, field: ComputedField): string {
  const pieces = getEngine(dialect).generatedSql;
  const generated = new Map(getGeneratedFields(entity).map((candidate) => [candidate.name, candidate]));
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
        throw new Error(`${field.name}: an aggregate over children is computed by the server, not by a generated column`);
    }
  };
  return pieces.round(walk(field.expression));
}
