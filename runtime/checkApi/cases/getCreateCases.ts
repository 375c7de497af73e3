import { findOperations, getJsonBodySchema, getPathPlaceholders, resolveSchema } from '../OpenApiDocument.js';
import type { EndpointCaseFactory } from './CaseContext.js';
import { getWrongTypeProperty } from './getWrongTypeProperty.js';

/** A create: a copy of a listed row (unique values fresh) when the entity has a delete to remove it, then bodies it refuses: a list, an unknown key, a repeated unique value, a required field missing, a value of the wrong type. */
export const getCreateCases: EndpointCaseFactory = async (operation, { document, operations, rows, leaveRows }) => {
  const { method, role } = operation;
  const listed = await rows.getListedRows(role.entity);
  const bodySchema = getJsonBodySchema(operation);
  const url = await rows.fillRead(operation);
  const body = await rows.getCreateBody(operation);
  const inPath = getPathPlaceholders(operation.path);
  const schema = resolveSchema(document, bodySchema);
  const required = (schema.required ?? []).find((name) => !inPath.includes(name) && resolveSchema(document, schema.properties?.[name]).default === undefined);
  const wrong = bodySchema && getWrongTypeProperty(document, bodySchema, inPath);
  // A row no operation can delete would stay behind (an account would stay able to sign in): only refused bodies are sent.
  const removable = leaveRows || findOperations(operations, role.entity, 'delete').length > 0;
  return [
    ...(removable ? [{ name: listed.length > 0 ? 'a copy of an existing row' : 'a new row', request: { method, url, body }, status: [201] }] : []),
    { name: 'a body that is a list', request: { method, url, body: [] }, status: [400] },
    { name: 'an unknown key', request: { method, url, body: { ...body, noSuchField: 1 } }, status: [400], field: 'noSuchField' },
    // The copy above is stored by now: sending it again repeats its unique values, every combination's (the 409 names the first field of one).
    ...(removable && role.unique?.[0]?.[0] !== undefined ? [{ name: 'a repeated unique value', request: { method, url, body }, status: [409], field: role.unique.flatMap((combination) => combination.slice(0, 1)) }] : []),
    ...(required ? [{ name: `without ${required}`, request: { method, url, body: Object.fromEntries(Object.entries(body).filter(([name]) => name !== required)) }, status: [400], field: required }] : []),
    ...(wrong ? [{ name: `${wrong[0]} of the wrong type`, request: { method, url, body: { ...body, [wrong[0]]: wrong[1] } }, status: [400], field: wrong[0] }] : []),
  ];
};
