import { createAuditEntry, writeAuditEntries } from '../audit/index.js';
import { getRuleFields, getRuleProblems } from '../../shared/index.js';
import { describeRuleProblems, toDetailsError } from '../http/createEntityValidator.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { toFieldValue } from '../model/index.js';
import { assertRowVersion, readApiRow, readRow, readRowVersion } from '../storage/index.js';
import { createCreatesBuilder } from './createCreatesBuilder.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getIdParam, getRecordId } from './findRecord.js';
import { getExpectedVersions } from './withRowVersions.js';

/**
 * Moves a row from one of the `from` states to `to` with one conditional UPDATE (`where _id = ? and field in
 * (from)`), so of many concurrent calls exactly one succeeds: 200 with the row; 409 naming the current state
 * when the row is in another one; 400 naming the field when the new state breaks one of the entity's rules; 404 for an unknown id;
 * 428 without a row version, 412 (nothing changed) when the row has another one now (see withRowVersions). The
 * endpoint's `creates` rows (templates over the row in its new state) are inserted in the same transaction: a row
 * that does not fit is a 400 (a duplicate a 409) and the state does not change.
 */
export const transitionEndpoint: EndpointFactory = ({ entity, endpoint, store, registry }) => {
  const idParam = getIdParam(endpoint);
  const transition = endpoint.transition;
  const where = `Endpoint ${entity.entity}.${endpoint.name} (${endpoint.method} ${endpoint.path})`;
  if (!transition) throw new Error(`${where} is a transition but declares none.`);
  const field = entity.fields.find((candidate) => candidate.name === transition.field);
  if (!field) throw new Error(`${where} changes unknown field ${entity.entity}.${transition.field}.`);
  const typed = (state: string) => {
    const value = toFieldValue(field, state);
    if (value === undefined) throw new Error(`${where}: state '${state}' does not fit field ${entity.entity}.${field.name}.`);
    return store.toStoredValue(field.storage, value);
  };
  const from = transition.from.map(typed);
  const to = typed(transition.to);
  // The rules the new state may break (e.g. a field required in it); the others are the update endpoints' business.
  const rules = { fields: entity.fields, rules: (entity.rules ?? []).filter((rule) => getRuleFields(rule).includes(field.name)) };
  const buildCreates = createCreatesBuilder(entity, registry, endpoint.creates ?? []);

  return async (request) => {
    const id = getRecordId(request, idParam);
    const updated = await store.transaction(async (tx) => {
      // Locked, so the state the audit entry reports leaving is the one the UPDATE left.
      const before = await tx.find(entity, id, { lock: true }); // 404 when there is no such row at all.
      assertRowVersion(before, getExpectedVersions(request, endpoint));
      const changed = await tx.transition(entity, id, field, from, to, readRowVersion(before));
      const row = await tx.find(entity, id);
      if (!changed) {
        const state = readRow(entity, row)[field.name];
        throw new HttpError(409, messages.invalidTransition(state === undefined ? '' : String(state)), field.name);
      }
      // Thrown inside the transaction, so the state change rolls back.
      const broken = describeRuleProblems(entity, getRuleProblems(rules, readRow(entity, row)));
      if (broken.length > 0) throw toDetailsError(broken);
      const state = (record: Record<string, unknown>) => ({ _id: id, [field.name]: readRow(entity, record)[field.name] });
      const entries = [createAuditEntry(entity, 'transition', state(before), state(row))];
      for (const created of buildCreates(readRow(entity, row), new Date())) {
        await tx.assertRecordsReferencesExist(created.entity, [{ values: created.record, prefix: '' }]);
        await tx.fillGeneratedValues(created.entity, [created.record]);
        await tx.insert(created.entity, [created.record]);
        entries.push(createAuditEntry(created.entity, 'create', null, readRow(created.entity, await tx.find(created.entity, String(created.record._id)))));
      }
      await writeAuditEntries(tx.db, registry, request.adminUser, entries);
      return row;
    });
    const [labelled] = await store.addLabels(entity, [readApiRow(entity, updated)]);
    return labelled;
  };
};
