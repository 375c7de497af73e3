import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from '../../shared/index.js';
import { messages } from '../messages.js';
import { isStoreUnavailable, QueryTimeoutError } from '../storage/index.js';
import { HttpError } from './HttpError.js';

/** PostgreSQL's query_canceled: statement_timeout ended the statement. */
const PG_QUERY_CANCELED = '57014';

/**
 * Every error leaves as JSON `{ error, field?, details? }`: ours as thrown, Fastify's translated, a cancelled query
 * and an unreachable store as 503 (the next request reconnects), other 5xx hidden.
 */
export function registerErrorHandler(fastify: FastifyInstance, options: { readonly queryTimeoutMs: number }): void {
  fastify.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toResponse());
    const timeoutMs = getQueryTimeout(error, options.queryTimeoutMs);
    if (timeoutMs !== undefined) {
      request.log.warn({ err: error }, 'query cancelled by the time limit');
      const body: ErrorResponse = { error: messages.queryTimeout(Math.round(timeoutMs / 1000)) };
      // The store is fine and the request may succeed later, or narrower: a 503 says so, with when to retry.
      return reply.status(503).header('Retry-After', '5').send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorResponse = { error: translate(error, request.headers['content-type'] ?? '') };
      return reply.status(status).send(body);
    }
    if (isStoreUnavailable(error)) {
      request.log.warn({ err: error }, 'store unavailable');
      const unavailable: ErrorResponse = { error: messages.storeUnavailable() };
      return reply.status(503).header('Retry-After', '5').send(unavailable);
    }
    request.log.error(error);
    const body: ErrorResponse = { error: messages.internalError() };
    return reply.status(500).send(body);
  });
}

/** The time limit a cancelled query ran into, or undefined for any other error. */
function getQueryTimeout(error: unknown, queryTimeoutMs: number): number | undefined {
  if (error instanceof QueryTimeoutError) return error.timeoutMs;
  if ((error as { code?: unknown }).code === PG_QUERY_CANCELED) return queryTimeoutMs;
  return undefined;
}

function translate(error: FastifyError, contentType: string): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.invalidJson();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.unsupportedMediaType(contentType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.bodyTooLarge();
    default:
      return error instanceof SyntaxError ? messages.invalidJson() : messages.badRequest(error.message);
  }
}
