import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from '../../shared/index.js';
import { messages } from '../messages.js';
import { isStoreUnavailable } from '../storage/isStoreUnavailable.js';
import { HttpError } from './HttpError.js';

/**
 * Every error leaves as JSON `{ error, field?, details? }`: ours as thrown, Fastify's translated, an unreachable
 * store as 503 (the next request reconnects), other 5xx hidden.
 */
export function registerErrorHandler(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toResponse());
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
