import type { EndpointBody, EntityDefinition } from '../../shared/index.js';
import type { GridRow } from '../api/GridRow.js';

/**
 * The JSON an action sends, per the endpoint's `body`: 'row' the whole row (a delete that sends it) without
 * the API's `$labels`, 'fields' the editable values (typed values win over the row's), 'id' `{ _id }`
 * (assign and unassign), 'none' nothing.
 */
export function getRequestBody(
  body: EndpointBody,
  entity: EntityDefinition,
  row: GridRow,
  values?: Readonly<Record<string, unknown>>,
): unknown {
  switch (body) {
    case 'none':
      return undefined;
    case 'id':
      return { _id: row._id };
    case 'row': {
      const { $labels: _labels, ...record } = row;
      return { ...record, ...values };
    }
    case 'fields': {
      const fields: Record<string, unknown> = {};
      for (const field of entity.fields) {
        if (field.readOnly) continue;
        if (values && field.name in values) fields[field.name] = values[field.name];
        else if (field.name in row) fields[field.name] = row[field.name];
      }
      return fields;
    }
  }
}
