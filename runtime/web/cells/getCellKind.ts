import type { CellKind, EntityDefinition, FieldDefinition } from '../../shared/index.js';
import { getFieldOptions } from './getFieldOptions.js';

/**
 * The cell that draws a field outside a grid (views): a reference of the entity draws its label, a
 * `oneOf` list its option's label, a rich text (html) its plain words, otherwise by JSON Schema type and format.
 */
export function getCellKind(field: FieldDefinition | undefined, entity?: EntityDefinition): CellKind {
  if (field && entity?.references.some((reference) => reference.field === field.name)) return 'reference';
  if (field?.html) return 'html';
  const schema = field?.schema;
  if (schema && getFieldOptions(schema).length > 0) return 'enum';
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' && schema?.format === 'date') return 'date';
  if (type === 'string' && schema?.format === 'date-time') return 'datetime';
  if (type === 'string' && schema?.format === 'uri') return 'url';
  return 'text';
}
