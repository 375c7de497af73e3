import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { messages } from '../messages.js';
import { HttpError } from './HttpError.js';

/** How qs reads a form: `billing[isEmptyInvoice]`, `productKeys[199][salePrice]`, `sellers[]`; indices past the limit become object keys, which coerceFormBody lists in order. */
export const FORM_PARSE_OPTIONS = { depth: 5, arrayLimit: 1000, parameterLimit: 10_000 } as const;

/** JSON (an empty body reads as no body) and form-encoded bodies parsed by qs (`a[0][name]=…`). */
export async function registerBodyParsers(fastify: FastifyInstance): Promise<void> {
  const jsonParser = fastify.getDefaultJsonParser('error', 'ignore');
  fastify.removeContentTypeParser('application/json');
  // Clients send `Content-Type: application/json` on bodiless PUTs (deletes, moves); that is not an error.
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, done);
  });
  await fastify.register(fastifyFormbody, {
    parser: (body) => {
      // qs would silently drop the fields past its parameter limit; a form that large is refused instead.
      if (countParameters(body) > FORM_PARSE_OPTIONS.parameterLimit) throw new HttpError(413, messages.tooManyFields(FORM_PARSE_OPTIONS.parameterLimit));
      return qs.parse(body, FORM_PARSE_OPTIONS);
    },
  });
}

function countParameters(body: string): number {
  let count = body === '' ? 0 : 1;
  for (let index = body.indexOf('&'); index !== -1; index = body.indexOf('&', index + 1)) count++;
  return count;
}
