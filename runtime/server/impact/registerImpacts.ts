import type { FastifyInstance } from 'fastify';
import { getImpactPath, hasDeleteEndpoint } from '../../shared/index.js';
import { findRow } from '../endpoints/findRecord.js';
import type { EntityRegistry } from '../model/index.js';
import { getDeleteImpact, type Database } from '../storage/index.js';
import { toRoutePath } from '../http/toRoutePath.js';

/**
 * `GET {apiBase}/impact/{entity}/{_id}` for every entity with a delete endpoint: what its delete would do to the rows
 * that refer to it, for the confirm dialog. Its params schema comes from the contract (registerContractSchemas).
 */
export function registerImpacts(api: FastifyInstance, options: { readonly database: Database; readonly registry: EntityRegistry }): void {
  const { database, registry } = options;
  for (const entity of registry.entities.filter(hasDeleteEndpoint)) {
    api.get(toRoutePath(getImpactPath(entity.entity)), async (request) => {
      const id = (request.params as { _id: string })._id;
      await findRow(database.db, entity, id);
      return getDeleteImpact(database.db, database.dialect, registry, entity, [id]);
    });
  }
}
