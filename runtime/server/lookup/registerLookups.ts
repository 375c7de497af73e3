import type { FastifyInstance } from 'fastify';
import { getLookupPath, MAX_LOOKUP_LIMIT, LOOKUP_PAGE_SIZE } from '../../shared/index.js';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { EntityRegistry } from '../model/index.js';
import type { Database } from '../storage/index.js';
import { findLookupOptions, getLookupSource, type LookupQuery } from './findLookupOptions.js';

/** The query as the contract's schema typed it. */
interface LookupQueryString {
  readonly q?: string;
  readonly offset?: number;
  readonly limit?: number;
  readonly ids?: string;
}

/**
 * `GET {apiBase}/lookup/{entity}/{field}` for every declared reference: the pickers' search of the referenced
 * rows and the labels of chosen ids. Its query schema comes from the contract (registerContractSchemas).
 */
export function registerLookups(api: FastifyInstance, options: { readonly database: Database; readonly registry: EntityRegistry }): void {
  const { database, registry } = options;
  const allGrids = registry.entities.flatMap((entity) => entity.grids);
  for (const entity of registry.entities) {
    for (const reference of entity.references) {
      const source = getLookupSource(reference, registry.get(reference.entity), allGrids, database.dialect);
      api.get(getLookupPath(entity.entity, reference.field), async (request) => {
        const query = request.query as LookupQueryString;
        return findLookupOptions(database.db, source, toLookupQuery(query));
      });
    }
  }
}

/** ids (comma-separated, at most MAX_LOOKUP_LIMIT) win over a search. */
function toLookupQuery(query: LookupQueryString): LookupQuery {
  if (query.ids !== undefined) {
    const ids = query.ids.split(',').map((id) => id.trim()).filter((id) => id !== '');
    if (ids.length > MAX_LOOKUP_LIMIT) throw badRequest(messages.tooManyLookupIds(MAX_LOOKUP_LIMIT), 'ids');
    return { ids };
  }
  return { q: query.q, offset: query.offset ?? 0, limit: query.limit ?? LOOKUP_PAGE_SIZE };
}
