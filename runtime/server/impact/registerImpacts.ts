import type { FastifyInstance } from 'fastify';
import { getImpactPath, hasDeleteEndpoint } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';
import type { Store } from '../storage/index.js';
import { toRoutePath } from '../http/toRoutePath.js';

/**
 * `GET {apiBase}/impact/{entity}/{_id}` for every entity with a delete endpoint: what its delete would do to the rows
 * that refer to it, for the confirm dialog. Its params schema comes from the contract (registerContractSchemas).
 */
export function registerImpacts(api: FastifyInstance, options: { readonly store: Store; readonly registry: EntityRegistry }): void {
  const { store, registry } = options;
  for (const entity of registry.entities.filter(hasDeleteEndpoint)) {
    api.get(toRoutePath(getImpactPath(entity.entity)), async (request) => {
      const id = (request.params as { _id: string })._id;
      await store.find(entity, id);
      return store.getDeleteImpact(entity, [id]);
    });
  }
}
