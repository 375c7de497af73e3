import type { EntityDefinition } from '../types.js';
import { isBuiltinEntity } from '../isBuiltinEntity.js';
import { isColumnField } from '../isColumnField.js';
import { getAllowedValues } from '../getOneOfOptions.js';
import { getFieldType } from '../getFieldType.js';
import type { ColumnStorage, DataModel, EntityModel, FieldModel, JsonValue } from './DataModel.js';


/** The data model of a site's entities: the columns, constraints and references its migrations must bring the store to. */
export function getDataModel(entities: readonly EntityDefinition[]): DataModel {
  const model: Record<string, EntityModel> = {};
  for (const entity of entities) {
    // The built-ins' tables are the system tables, migrated by admin-gen's own history.
    if (isBuiltinEntity(entity)) continue;
    const fields: Record<string, FieldModel> = {};
    for (const field of entity.fields) {
      if (!isColumnField(field)) continue;
      const reference = entity.references.find((candidate) => candidate.field === field.name);
      const model = getFieldModel(field.schema, field.storage, field.required, reference && { entity: reference.entity, many: reference.many });
      fields[field.name] = field.computed ? { ...model, computed: field.computed.expression } : model;
    }
    model[entity.entity] = { table: entity.table, fields, unique: entity.unique.map((columns) => [...columns]) };
  }
  return { entities: model };
}

function getFieldModel(schema: EntityDefinition['fields'][number]['schema'], storage: ColumnStorage, required: boolean, reference: FieldModel['reference']): FieldModel {
  const allowed = getAllowedValues(schema);
  const scalars = allowed?.filter((value): value is string | number | boolean | null => value === null || ['string', 'number', 'boolean'].includes(typeof value));
  return {
    storage,
    type: getFieldType(schema),
    ...(typeof schema.format === 'string' && { format: schema.format }),
    ...(scalars && scalars.length > 0 && { enum: scalars }),
    ...(typeof schema.maxLength === 'number' && { maxLength: schema.maxLength }),
    ...(required && { required: true as const }),
    ...(schema.default !== undefined && { default: schema.default as JsonValue }),
    ...(reference && { reference }),
  };
}
