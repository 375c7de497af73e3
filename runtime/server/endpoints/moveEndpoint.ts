import { createAuditEntry, writeAuditEntries } from '../audit/index.js';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { getScopeValues } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getIdParam, getRecordId } from './findRecord.js';

export type MoveResult =
  | { readonly moved: true; readonly _id: string; readonly position: number }
  | { readonly moved: false; readonly message: string };

/** Swaps a row with its neighbour above (`up`) or below (`down`) in its scope, in one locked transaction. */
export const moveEndpoint: EndpointFactory = ({ entity, endpoint, store, registry }) => {
  const ordering = entity.ordering;
  if (!ordering) throw new Error(`Endpoint ${entity.entity}.${endpoint.name} moves rows, but ${entity.source} declares no ordering.`);
  const idParam = getIdParam(endpoint);
  const field = ordering.field;
  return async (request): Promise<MoveResult> => {
    const direction = getDirection(request.params, request.query, request.body);
    const id = getRecordId(request, idParam);
    return store.transaction(async (tx) => {
      const first = await tx.find(entity, id);
      await tx.lockScope(entity, getScopeValues(entity, first));
      const row = await tx.find(entity, id, { lock: true }); // Fresh after the lock.
      const scope = getScopeValues(entity, row);
      // An update may have moved the row to another scope before we got the lock.
      if (JSON.stringify(scope) !== JSON.stringify(getScopeValues(entity, first))) await tx.lockScope(entity, scope);
      const position = Number(row[field]);
      const neighbour = await tx.findNeighbour(entity, scope, position, direction);
      if (!neighbour) return { moved: false, message: direction === 'up' ? messages.alreadyFirst() : messages.alreadyLast() };

      const target = Number(neighbour[field]);
      await tx.update(entity, String(neighbour._id), { [field]: position });
      await tx.update(entity, id, { [field]: target });
      await writeAuditEntries(tx.db, registry, request.adminUser, [
        createAuditEntry(entity, 'move', { _id: id, [field]: position }, { _id: id, [field]: target }),
        createAuditEntry(entity, 'move', { _id: neighbour._id, [field]: target }, { _id: neighbour._id, [field]: position }),
      ]);
      return { moved: true, _id: id, position: target };
    });
  };
};

// A move path usually names the direction (`/{id}/{direction}`: up or down); a path without it may pass it in the query or body.
function getDirection(...sources: unknown[]): 'up' | 'down' {
  for (const source of sources) {
    if (typeof source === 'object' && source !== null && 'direction' in source) {
      const value = (source as { direction: unknown }).direction;
      if (value === 'up' || value === 'down') return value;
      throw badRequest(messages.invalidDirection(), 'direction');
    }
  }
  throw badRequest(messages.invalidDirection(), 'direction');
}
