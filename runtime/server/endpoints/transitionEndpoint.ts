import { createAuditEntry, writeAuditEntries } from '../audit/index.js';
import { getRuleFields, getRuleProblems } from '../../shared/index.js';
import { describeRuleProblems, toDetailsError } from '../http/createEntityValidator.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { toFieldValue } from '../model/index.js';
import { addReferenceLabels, readRow, runInTransaction, toStoredValue } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow, getIdParam, getRecordId } from './findRecord.js';

/**
 * Moves a row from one of the `from` states to `to` with one conditional UPDATE (`where _id = ? and field in
 * (from)`), so of many concurrent calls exactly one succeeds: 200 with the row; 409 naming the current state
 * when the row is in another one; 400 naming the field when the new state breaks one of the entity's rules; 404 for an unknown id.
 */
export const transitionEndpoint: EndpointFactory = ({ entity, endpoint, database, registry }) => {
  const idParam = getIdParam(endpoint);
  const transition = endpoint.transition;
  const where = `Endpoint ${entity.entity}.${endpoint.name} (${endpoint.method} ${endpoint.path})`;
  if (!transition) throw new Error(`${where} is a transition but declares none.`);
  const field = entity.fields.find((candidate) => candidate.name === transition.field);
  if (!field) throw new Error(`${where} changes unknown field ${entity.entity}.${transition.field}.`);
  const typed = (state: string) => {
    const value = toFieldValue(field, state);
    if (value === undefined) throw new Error(`${where}: state '${state}' does not fit field ${entity.entity}.${field.name}.`);
    return toStoredValue(database.dialect, field.storage, value);
  };
  const from = transition.from.map(typed);
  const to = typed(transition.to);
  // The rules the new state may break (e.g. a field required in it); the others are the update endpoints' business.
  const rules = { fields: entity.fields, rules: (entity.rules ?? []).filter((rule) => getRuleFields(rule).includes(field.name)) };

  return async (request) => {
    const id = getRecordId(request, idParam);
    const updated = await runInTransaction(database, async (trx) => {
      // Locked, so the state the audit entry reports leaving is the one the UPDATE left.
      const before = await findRow(trx, entity, id, { forUpdate: { dialect: database.dialect } }); // 404 when there is no such row at all.
      const result = await trx.updateTable(entity.table).set({ [field.name]: to }).where('_id', '=', id).where(field.name, 'in', from).executeTakeFirst();
      const row = await findRow(trx, entity, id);
      if (Number(result.numUpdatedRows) === 0) {
        const state = readRow(entity, row)[field.name];
        throw new HttpError(409, messages.invalidTransition(state === undefined ? '' : String(state)), field.name);
      }
      // Thrown inside the transaction, so the state change rolls back.
      const broken = describeRuleProblems(entity, getRuleProblems(rules, readRow(entity, row)));
      if (broken.length > 0) throw toDetailsError(broken);
      const state = (record: Record<string, unknown>) => ({ _id: id, [field.name]: readRow(entity, record)[field.name] });
      await writeAuditEntries(trx, database.dialect, registry, request.adminUser, [createAuditEntry(entity, 'transition', state(before), state(row))]);
      return row;
    });
    const [labelled] = await addReferenceLabels(database.db, registry, entity, [readRow(entity, updated)]);
    return labelled;
  };
};
