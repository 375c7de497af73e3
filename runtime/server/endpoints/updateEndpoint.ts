import { createAuditEntry, writeAuditEntries } from '../audit/index.js';
import { toDetailsError } from '../http/createEntityValidator.js';
import { getFormSchema } from '../http/getFormSchema.js';
import { takeLifecycleFields } from '../http/takeLifecycleFields.js';
import {
  addReferenceLabels,
  assertReferencesExist,
  closePositionGap,
  getNextPosition,
  getScopeValues,
  lockScope,
  readRow,
  runInTransaction,
  writeRow,
} from '../storage/index.js';
import { createChildrenReader } from './createChildrenReader.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow, getIdParam, getRecordId } from './findRecord.js';
import { readRequestBody } from './readRequestBody.js';

/** PUT/POST some editable fields of a row (children lines are a create's business); the merged record must satisfy the full schema and its references exist. */
export const updateEndpoint: EndpointFactory = ({ entity, endpoint, database, validator, registry }) => {
  const idParam = getIdParam(endpoint);
  const ordering = entity.ordering;
  const formSchema = getFormSchema(entity, registry);
  const children = createChildrenReader(entity, registry);
  return async (request) => {
    const id = getRecordId(request, idParam);
    const current = await findRow(database.db, entity, id); // 404 before 400: an unknown id is the first thing to report.
    const body = readRequestBody(request, formSchema);
    const childProblems =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? [...takeLifecycleFields(entity, body as Record<string, unknown>, readRow(entity, current)), ...children.checkPatch(body as Record<string, unknown>)]
        : [];
    if (childProblems.length > 0) throw toDetailsError(childProblems);
    const patch = validator.validatePatch(body);

    const updated = await runInTransaction(database, async (trx) => {
      // Scopes, then referenced rows, then the row itself: the order every writer takes its locks in.
      const before = await findRow(trx, entity, id);
      const oldScope = getScopeValues(entity, before);
      const newScope = getScopeValues(entity, { ...before, ...writeRow(database.dialect, entity, patch) });
      const scopeChanges = ordering !== null && JSON.stringify(oldScope) !== JSON.stringify(newScope);
      if (scopeChanges) {
        for (const scope of [oldScope, newScope].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))) {
          await lockScope(trx, database.dialect, entity, scope);
        }
      }
      await assertReferencesExist(trx, database.dialect, registry, entity, patch, { id });
      const stored = await findRow(trx, entity, id, { forUpdate: { dialect: database.dialect } });
      validator.validateRecord({ ...readRow(entity, stored), ...patch });
      const changes = writeRow(database.dialect, entity, patch);

      // A row whose scope changes leaves a gap behind and joins the end of its new scope.
      if (ordering && scopeChanges) {
        await closePositionGap(trx, entity, getScopeValues(entity, stored), Number(stored[ordering.field]));
        changes[ordering.field] = await getNextPosition(trx, entity, newScope);
      }
      if (Object.keys(changes).length > 0) await trx.updateTable(entity.table).set(changes).where('_id', '=', id).execute();
      const after = await findRow(trx, entity, id);
      // Nothing changed, nothing written: writeAuditEntries drops an update without changes.
      await writeAuditEntries(trx, database.dialect, registry, request.adminUser, [createAuditEntry(entity, 'update', readRow(entity, stored), readRow(entity, after))]);
      return after;
    });
    const [labelled] = await addReferenceLabels(database.db, registry, entity, [readRow(entity, updated)]);
    return labelled;
  };
};
