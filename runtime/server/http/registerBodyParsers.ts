import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

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
  await fastify.register(fastifyFormbody, { parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 1000 }) });
}
