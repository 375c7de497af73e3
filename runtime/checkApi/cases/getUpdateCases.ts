import type { Row } from '../CheckCase.js';
import { findOperations, getJsonBodySchema, resolveSchema } from '../OpenApiDocument.js';
import type { EndpointCaseFactory } from './CaseContext.js';
import { getMissingRowReason } from './getMissingRowReason.js';
import { getUnknownIdCases } from './getUnknownIdCases.js';
import { getVersionCases, withRowVersion } from './getVersionCases.js';
import { getWrongTypeProperty } from './getWrongTypeProperty.js';

/**
 * An update: no version and a stale one, an empty patch of a row check-api made (or, when allowed, a listed one; an
 * update whose body is the whole row, which requires fields, gets that row unchanged), an unknown key, a value of the
 * wrong type, an unknown _id.
 */
export const getUpdateCases: EndpointCaseFactory = async (operation, context) => {
  const { document, rows } = context;
  const { method, role } = operation;
  const entity = role.entity;
  const listed = await rows.getListedRows(entity);
  const bodySchema = getJsonBodySchema(operation);
  const mine = findOperations(context.operations, entity, 'create').length > 0 ? await context.makeRow(entity) : undefined;
  const target = mine ?? (context.changeExistingRows ? listed[0] : undefined);
  const refused = mine ?? listed[0];
  const request = (row: Row, body: Row) => withRowVersion(operation, row, { method, url: rows.fill(operation, { _id: String(row._id) }), body });
  const wrong = bodySchema && getWrongTypeProperty(document, bodySchema, []);
  const body = resolveSchema(document, bodySchema);
  const wholeRow = (body.required?.length ?? 0) > 0;
  // The row as read, without what the server writes (its read-only properties).
  const writable = Object.entries(body.properties ?? {}).filter(([, property]) => resolveSchema(document, property).readOnly !== true).map(([name]) => name);
  const unchanged = (row: Row): Row => (wholeRow ? Object.fromEntries(writable.filter((name) => name in row).map((name) => [name, row[name]])) : {});
  return [
    ...getVersionCases(operation, refused && request(refused, unchanged(refused))),
    target ? { name: `${wholeRow ? 'an unchanged row' : 'an empty patch'}${mine ? ' check-api made' : ''}`, request: request(target, unchanged(target)), status: [200] } : { name: 'an empty patch', status: [200], skip: getMissingRowReason(entity, listed, context.operations) },
    ...(refused
      ? [
          { name: 'an unknown key', request: request(refused, { ...unchanged(refused), noSuchField: 1 }), status: [400], field: 'noSuchField' },
          ...(wrong ? [{ name: `${wrong[0]} of the wrong type`, request: request(refused, { ...unchanged(refused), [wrong[0]]: wrong[1] }), status: [400], field: wrong[0] }] : []),
        ]
      : []),
    ...getUnknownIdCases(operation, rows),
  ];
};
