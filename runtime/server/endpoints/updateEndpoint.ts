import {
  closePositionGap,
  getNextPosition,
  getScopeValues,
  lockScope,
  readRow,
  runInTransaction,
  writeRow,
} from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow, getIdParam, getRecordId } from './findRecord.js';
import { readRequestBody } from './readRequestBody.js';

/** PUT/POST some editable fields of a row; the merged record must satisfy the full schema. */
export const updateEndpoint: EndpointFactory = ({ entity, endpoint, database, validator }) => {
  const idParam = getIdParam(endpoint);
  const ordering = entity.ordering;
  return async (request) => {
    const id = getRecordId(request, idParam);
    await findRow(database.db, entity, id); // 404 before 400: an unknown id is the first thing to report.
    const patch = validator.validatePatch(readRequestBody(request, entity));

    const updated = await runInTransaction(database, async (trx) => {
      let stored = await findRow(trx, entity, id, { forUpdate: { dialect: database.dialect } });
      const merged = { ...readRow(entity, stored), ...patch };
      validator.validateRecord(merged);
      const changes: Record<string, unknown> = { ...patch };

      // A row whose scope changes leaves a gap behind and joins the end of its new scope.
      if (ordering && ordering.scope.some((name) => Object.hasOwn(patch, name))) {
        const oldScope = getScopeValues(entity, readRow(entity, stored));
        const newScope = getScopeValues(entity, merged);
        if (JSON.stringify(oldScope) !== JSON.stringify(newScope)) {
          for (const scope of [oldScope, newScope].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))) {
            await lockScope(trx, database.dialect, entity, scope);
          }
          stored = await findRow(trx, entity, id);
          await closePositionGap(trx, entity, oldScope, Number(stored[ordering.field]));
          changes[ordering.field] = await getNextPosition(trx, entity, newScope);
        }
      }
      const row = writeRow(database.dialect, entity, changes);
      if (Object.keys(row).length > 0) await trx.updateTable(entity.table).set(row).where('_id', '=', id).execute();
      return findRow(trx, entity, id);
    });
    return readRow(entity, updated);
  };
};
