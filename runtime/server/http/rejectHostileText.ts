import type { FastifyRequest } from 'fastify';
import { messages } from '../messages.js';
import { toFieldPath } from './describeValidationErrors.js';
import { findHostileText } from './findHostileText.js';
import { badRequest } from './HttpError.js';

/**
 * A preValidation hook: a NUL or a lone surrogate in a path parameter, a query value or any text of the body is a
 * 400 naming it (`_id`, `name`, `fecha[from]`, `lines[0].text`), on every store, before anything reads it.
 */
export async function rejectHostileText(request: FastifyRequest): Promise<void> {
  const param = findHostileText(request.params);
  if (param) throw badRequest(messages.hostileText(String(param[0] ?? '')), String(param[0] ?? ''));
  const query = findHostileText(request.query);
  if (query) {
    const name = query.map((segment, index) => (index === 0 ? String(segment) : `[${segment}]`)).join('');
    throw badRequest(messages.hostileText(name), name || undefined);
  }
  const body = findHostileText(request.body);
  if (body) {
    const name = toFieldPath(body);
    throw badRequest(messages.hostileText(name), name || undefined);
  }
}
