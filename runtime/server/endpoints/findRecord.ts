import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { getTemplateParams, type EndpointDefinition, type EntityDefinition } from '../../shared/index.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { StoreDialect, StoreSchema } from '../storage/index.js';

/** The path placeholder holding the record id: `{_id}`, or `{id}` (paths may spell it either way). */
export function getIdParam(endpoint: EndpointDefinition): string {
  const params = getTemplateParams(endpoint.path);
  const name = params.includes('_id') ? '_id' : params.includes('id') ? 'id' : undefined;
  if (!name) throw new Error(`Endpoint ${endpoint.name} (${endpoint.method} ${endpoint.path}) needs an {_id} placeholder in its path.`);
  return name;
}

/** The record id from the request path. */
export function getRecordId(request: FastifyRequest, idParam: string): string {
  return String((request.params as Record<string, unknown>)[idParam] ?? '');
}

export interface FindRowOptions {
  /** Lock the row until the transaction ends (PostgreSQL; SQLite has one writer anyway). */
  forUpdate?: { dialect: StoreDialect };
}

/** The stored row with that id, or a 404 naming the entity. */
export async function findRow(
  db: Kysely<StoreSchema>,
  entity: EntityDefinition,
  id: string,
  options: FindRowOptions = {},
): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom(entity.table)
    .selectAll()
    .where('_id', '=', id)
    .$if(options.forUpdate?.dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw new HttpError(404, messages.notFound(entity.label.one, id), '_id');
  return row;
}
