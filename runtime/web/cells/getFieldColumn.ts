import { getCellOptions, type ColumnDefinition, type EntityDefinition } from '../../shared/index.js';
import { getCellKind } from './getCellKind.js';

/** A read-only column for one field of an entity, so views draw values with the same cells as grids. */
export function getFieldColumn(entity: EntityDefinition, name: string): ColumnDefinition {
  const field = entity.fields.find((candidate) => candidate.name === name);
  return {
    field: name,
    title: field?.title ?? name,
    cell: getCellKind(field, entity),
    sortable: false,
    filter: null,
    options: (field && getCellOptions(field.schema)) ?? [],
    editable: false,
    editor: null,
    width: null,
  };
}
