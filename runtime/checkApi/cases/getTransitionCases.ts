import type { CheckRequest, Row } from '../CheckCase.js';
import { findOperations, getJsonBodySchema, resolveSchema } from '../OpenApiDocument.js';
import type { EndpointCaseFactory } from './CaseContext.js';
import { getMissingRowReason } from './getMissingRowReason.js';
import { getUnknownIdCases } from './getUnknownIdCases.js';
import { getVersionCases, withRowVersion } from './getVersionCases.js';

/**
 * A transition: no version and a stale one, a row in a state it starts from (made in that state when the create may
 * set it), that row again (a 409), an unknown _id. A transition that makes rows (`creates`) runs only on a listed
 * row check-api may change: what it makes would keep check-api's own row from being removed.
 */
export const getTransitionCases: EndpointCaseFactory = async (operation, context) => {
  const { document, rows } = context;
  const { method, role } = operation;
  const entity = role.entity;
  const listed = await rows.getListedRows(entity);
  const bodySchema = getJsonBodySchema(operation);
  const { field, from, to } = role.transition!;
  const create = findOperations(context.operations, entity, 'create')[0];
  const settable = create && resolveSchema(document, resolveSchema(document, getJsonBodySchema(create)).properties?.[field]).readOnly !== true && field in (resolveSchema(document, getJsonBodySchema(create)).properties ?? {});
  const makes = role.creates ?? [];
  const made = create && makes.length === 0 ? await context.makeRow(entity, settable ? { [field]: from[0] } : {}) : undefined;
  // A row the move is refused for (a field the rules require in the new state left empty) would only meet a 400.
  const complete = (row: Row) => (role.requires ?? []).every((name) => row[name] !== null && row[name] !== undefined && row[name] !== '');
  const mine = made && from.includes(String(made[field])) && complete(made) ? made : undefined;
  const ready = mine ?? (context.changeExistingRows ? listed.find((row) => from.includes(String(row[field])) && complete(row)) : undefined);
  const done = from.includes(to) ? undefined : mine ?? listed.find((row) => String(row[field]) === to);
  const request = (row: Row): CheckRequest => withRowVersion(operation, row, { method, url: rows.fill(operation, { _id: String(row._id) }), ...(bodySchema && { body: {} }) });
  // Refused without a version, or with a stale one, before the state is judged and with nothing changed: any row will do.
  const kept = ready ?? done ?? listed[0];
  return [
    ...getVersionCases(operation, kept && request(kept)),
    ready ? { name: `a row in ${from.join(' or ')}`, request: request(ready), status: [200] } : { name: `a row in ${from.join(' or ')}`, status: [200], skip: makes.length > 0 && !context.changeExistingRows ? `it makes ${makes.join(', ')} rows, which would keep a row check-api made from being removed; it may change listed rows only with changeExistingRows` : create ? `no ${entity} row in ${from.join(' or ')}${role.requires ? ` with ${role.requires.join(', ')}` : ''} check-api may change` : getMissingRowReason(entity, listed, context.operations) },
    ...(done ? [{ name: mine ? `that row again, now in ${to}` : `a row already in ${to}`, request: request(done), status: [409] }] : []),
    ...getUnknownIdCases(operation, rows),
  ];
};
