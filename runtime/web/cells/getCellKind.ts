import type { CellKind, FieldDefinition } from '../../shared/index.js';

/** The cell that draws a field outside a grid (views), derived from its JSON Schema type and format. */
export function getCellKind(field: FieldDefinition | undefined): CellKind {
  const schema = field?.schema;
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' && schema?.format === 'date') return 'date';
  if (type === 'string' && schema?.format === 'date-time') return 'datetime';
  return 'text';
}
