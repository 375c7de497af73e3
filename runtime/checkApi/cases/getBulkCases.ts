import { REFERENCE_KEYWORD } from '../../shared/index.js';
import { NO_ID, type CheckCase } from '../CheckCase.js';
import type { RowPool } from '../createRowPool.js';
import { getJsonBodySchema, type DocumentedOperation } from '../OpenApiDocument.js';
import type { CaseFactory } from './CaseContext.js';
import { getExampleValue } from '../getExampleValue.js';
import { getUnknownIdCases } from './getUnknownIdCases.js';

/** A bulk dry run of the operation's first action on a listed row (or an unknown one): it changes nothing. */
export async function getBulkDryRunBody(operation: DocumentedOperation, rows: RowPool): Promise<Record<string, unknown>> {
  const entity = operation.operation['x-admin-gen-bulk']?.entity ?? '';
  const actions = (getJsonBodySchema(operation)?.properties?.action?.enum ?? []) as string[];
  const action = actions.find((name) => name !== 'set') ?? actions[0] ?? '';
  const row = (await rows.getListedRows(entity))[0];
  // A set names a field it may set: the row's own value (a dry run changes nothing anyway).
  const settable = getJsonBodySchema(operation)?.properties?.set?.properties ?? {};
  const field = Object.keys(settable).find((name) => row?.[name] !== undefined && row[name] !== null) ?? Object.keys(settable)[0];
  // Without a listed row, a reference names a row of the entity its mark names (a made-up text would be a 400).
  const target = field === undefined ? undefined : settable[field]?.[REFERENCE_KEYWORD];
  const named = typeof target === 'string' ? (await rows.getListedRows(target))[0] ?? rows.getOwnRows(target)[0] : undefined;
  const value = field === undefined ? undefined : (row?.[field] ?? (named ? ([settable[field]?.type].flat().includes('array') ? [String(named._id)] : String(named._id)) : getExampleValue(settable[field] ?? {})));
  const set = action === 'set' && field !== undefined ? { set: { [field]: value } } : {};
  return { action, ids: [String(row?._id ?? NO_ID)], dryRun: true, ...set };
}

/**
 * A bulk operation: dry runs only (a run would change rows check-api did not make) — on a listed row, on the list's
 * whole filter (`where` empty) — and an action the list does not declare, a 400.
 */
export const getBulkCases: CaseFactory = async (operation, { rows }) => {
  const body = await getBulkDryRunBody(operation, rows);
  const { ids: _ids, ...everyRow } = body;
  return [
    { name: 'a dry run on a listed row', request: { method: operation.method, url: rows.fill(operation), body }, status: [200] },
    { name: "a dry run on the list's every row", request: { method: operation.method, url: rows.fill(operation), body: { ...everyRow, where: {} } }, status: [200] },
    { name: 'an action the list does not declare', request: { method: operation.method, url: rows.fill(operation), body: { ...body, action: 'no-such-action' } }, status: [400] },
  ];
};

/** A bulk job: one started by someone else or never is a 404. */
export const getJobCases: CaseFactory = (operation, { rows }) => getUnknownIdCases(operation, rows);

