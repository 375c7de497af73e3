import type { FastifyRequest } from 'fastify';
import {
  endpointKinds,
  ETAG_HEADER,
  getRowVersion,
  IF_MATCH_HEADER,
  isRecord,
  parseIfMatch,
  ROW_VERSION_FIELD,
  toEntityTag,
  type ApiRow,
  type EndpointDefinition,
  type EntityDefinition,
  type ErrorResponse,
  type ExpectedVersions,
} from '../../shared/index.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { readApiRow, StaleVersionError, type Store } from '../storage/index.js';
import type { EndpointHandler } from './EndpointContext.js';

/** The 412 of a change made on a version the row no longer has: `{ error, current }`, the row as its get answers it. */
export class VersionConflictError extends HttpError {
  readonly current: ApiRow;

  constructor(current: ApiRow) {
    super(412, messages.staleVersion());
    this.current = current;
  }

  override toResponse(): ErrorResponse & { readonly current: ApiRow } {
    return { ...super.toResponse(), current: this.current };
  }
}

/**
 * The versions a change of one row names (kinds/endpointKinds.ts `ifMatch`): its If-Match header, else, for an
 * endpoint whose body is the row, the body's `_version`; a 428 when it names none. Call it after the 404 of an unknown id.
 */
export function getExpectedVersions(request: FastifyRequest, endpoint: EndpointDefinition): ExpectedVersions {
  const header = parseIfMatch(request.headers[IF_MATCH_HEADER.toLowerCase()]);
  if (header !== undefined) return header;
  const fromBody = endpoint.body === 'row' && isRecord(request.body) ? request.body[ROW_VERSION_FIELD] : undefined;
  if (fromBody !== undefined && fromBody !== null) return typeof fromBody === 'number' && Number.isSafeInteger(fromBody) ? [fromBody] : [];
  throw new HttpError(428, messages.versionRequired());
}

/**
 * The handler with row versions on the wire: a change refused because the row has another version (StaleVersionError,
 * thrown by the store with the row as it is now) becomes the 412 with that row (labels and children, as get answers it),
 * and an answer that is one row (kinds/endpointKinds.ts `etag`) carries its version as a strong ETag (`"3"`).
 */
export function withRowVersions(handler: EndpointHandler, entity: EntityDefinition, endpoint: EndpointDefinition, store: Store): EndpointHandler {
  const { etag } = endpointKinds[endpoint.kind];
  return async (request, reply) => {
    let answer: unknown;
    try {
      answer = await handler(request, reply);
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error;
      const [labelled] = await store.addLabels(entity, [readApiRow(entity, error.row)]);
      throw new VersionConflictError(await store.addChildren(entity, labelled!));
    }
    const version = etag && isRecord(answer) ? getRowVersion(answer) : undefined;
    if (version !== undefined) reply.header(ETAG_HEADER, toEntityTag(version));
    return answer;
  };
}
