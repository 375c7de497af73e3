import type { FastifyRequest } from 'fastify';
import { ROW_VERSION_FIELD, type JsonSchema } from '../../shared/index.js';
import { coerceFormBody } from '../http/coerceFormBody.js';
import type { EntityHooks } from './EntityHooks.js';

/**
 * The request body, typed by `formSchema` (see getFormSchema) when it came form-encoded. A row the client got
 * from a list may come back with its `$labels` and `_version`; they are the server's own output, not fields, so they
 * are dropped (the version a change is made on travels as If-Match). A built-in entity's hooks then read it (EntityHooks.readBody).
 */
export function readRequestBody(request: FastifyRequest, formSchema: JsonSchema, hooks: EntityHooks | null = null): unknown {
  const contentType = request.headers['content-type'] ?? '';
  const body = contentType.startsWith('application/x-www-form-urlencoded') ? coerceFormBody(formSchema, request.body) : request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { $labels: _labels, [ROW_VERSION_FIELD]: _version, ...fields } = body as Record<string, unknown>;
  return hooks?.readBody ? hooks.readBody(fields) : fields;
}
