import { getDefaultCell, type CellKind, type EntityDefinition, type FieldDefinition } from '../../shared/index.js';

/**
 * The cell that draws a field outside a grid (views): the default cell a generated grid gives the field
 * (runtime/shared/kinds/getDefaultCell.ts), a reference when the entity declares the field in its references.
 */
export function getCellKind(field: FieldDefinition | undefined, entity?: EntityDefinition): CellKind {
  if (!field) return 'text';
  const reference = entity?.references.find((candidate) => candidate.field === field.name);
  return getDefaultCell({ schema: field.schema, reference: reference ? (reference.many ? 'many' : 'one') : null });
}
