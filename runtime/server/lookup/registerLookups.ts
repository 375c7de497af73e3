import type { FastifyInstance } from 'fastify';
import { getLookupPath, MAX_LOOKUP_LIMIT, MAX_LOOKUP_OFFSET, LOOKUP_PAGE_SIZE } from '../../shared/index.js';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { EntityRegistry } from '../model/index.js';
import { getRowScope } from '../security/getRowScope.js';
import type { LookupQuery, Store } from '../storage/index.js';

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
export function registerLookups(api: FastifyInstance, options: { readonly store: Store; readonly registry: EntityRegistry }): void {
  const { store, registry } = options;
  for (const entity of registry.entities) {
    for (const reference of entity.references) {
      const lookup = store.createLookup(reference);
      const target = registry.get(reference.entity);
      api.get(getLookupPath(entity.entity, reference.field), async (request) => {
        const query = request.query as LookupQueryString;
        // A user with a grant on the target picks among the rows it reaches; one who may only fill the owner's form, among all.
        const scope = request.permissions?.entities[target.entity] ? getRowScope(request, target) : null;
        const result = await lookup(toLookupQuery(query), scope);
        // A next page past the contract's maximum offset would be refused: the picker stops here.
        return result.nextOffset !== null && result.nextOffset > MAX_LOOKUP_OFFSET ? { ...result, nextOffset: null } : result;
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
