import { createAuditEntry, isSameValue, writeAuditEntries } from '../audit/index.js';
import { toDetailsError } from '../http/createEntityValidator.js';
import { getFormSchema } from '../http/getFormSchema.js';
import { takeLifecycleFields } from '../http/takeLifecycleFields.js';
import { assertRowVersion, getScopeValues, readApiRow, readRow, readRowVersion } from '../storage/index.js';
import { createChildrenReader } from './createChildrenReader.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getIdParam, getRecordId } from './findRecord.js';
import { readRequestBody } from './readRequestBody.js';
import { getExpectedVersions } from './withRowVersions.js';

/**
 * PUT/POST some editable fields of a row (children lines are a create's business); the merged record must satisfy the
 * full schema and its references exist, except where it keeps a stored value unchanged (see EntityValidator). The
 * request names the row version it was made on (see withRowVersions): a stale one changes nothing (412), and the UPDATE
 * itself holds only at the version read under the row's lock. Only the columns whose value changes are written, so
 * saving what the row holds leaves its version as it is.
 */
export const updateEndpoint: EndpointFactory = ({ entity, endpoint, store, validator, registry, hooks }) => {
  const idParam = getIdParam(endpoint);
  const ordering = entity.ordering;
  const formSchema = getFormSchema(entity, registry);
  const children = createChildrenReader(entity, registry);
  return async (request) => {
    const id = getRecordId(request, idParam);
    const current = await store.find(entity, id); // 404 before 400: an unknown id is the first thing to report.
    const expected = getExpectedVersions(request, endpoint);
    assertRowVersion(current, expected); // A stale version before the body: what it would change is not what the row holds.
    const body = readRequestBody(request, formSchema, hooks);
    const currentRecord = readRow(entity, current);
    const childProblems =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? [...takeLifecycleFields(entity, body as Record<string, unknown>, currentRecord), ...children.checkPatch(body as Record<string, unknown>)]
        : [];
    if (childProblems.length > 0) throw toDetailsError(childProblems);
    const patch = validator.validatePatch(body, currentRecord);
    const columns = (await hooks?.prepareWrite?.('update', { ...currentRecord, ...patch })) ?? {};

    const updated = await store.transaction(async (tx) => {
      // Scopes, then referenced rows, then the row itself: the order every writer takes its locks in.
      const before = await tx.find(entity, id);
      const oldScope = getScopeValues(entity, before);
      const newScope = getScopeValues(entity, { ...before, ...store.writeRow(entity, patch) });
      const scopeChanges = ordering !== null && JSON.stringify(oldScope) !== JSON.stringify(newScope);
      if (scopeChanges) {
        for (const scope of [oldScope, newScope].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))) {
          await tx.lockScope(entity, scope);
        }
      }
      await tx.assertReferencesExist(entity, patch, { id });
      const stored = await tx.find(entity, id, { lock: true });
      assertRowVersion(stored, expected);
      const storedRecord = readRow(entity, stored);
      validator.validateRecord({ ...storedRecord, ...patch }, storedRecord);
      const changes = store.writeRow(entity, Object.fromEntries(Object.entries(patch).filter(([name, value]) => !isSameValue(storedRecord[name], value))));

      // A row whose scope changes leaves a gap behind and joins the end of its new scope.
      if (ordering && scopeChanges) {
        await tx.closePositionGap(entity, getScopeValues(entity, stored), Number(stored[ordering.field]));
        changes[ordering.field] = await tx.getNextPosition(entity, newScope);
      }
      if (Object.keys(changes).length > 0) await tx.update(entity, id, changes, readRowVersion(stored));
      await hooks?.afterWrite?.(tx, { id, before: storedRecord, after: readRow(entity, await tx.find(entity, id)), columns });
      const after = await tx.find(entity, id);
      // Nothing changed, nothing written: writeAuditEntries drops an update without changes.
      await writeAuditEntries(tx.db, registry, request.adminUser, [createAuditEntry(entity, 'update', readRow(entity, stored), readRow(entity, after))]);
      return after;
    });
    const [labelled] = await store.addLabels(entity, [readApiRow(entity, updated)]);
    return labelled;
  };
};
