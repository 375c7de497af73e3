import type { FastifyInstance } from 'fastify';

/** JSON bodies, where an empty body reads as no body (form bodies: see registerExternalPlugins). */
export function registerBodyParsers(fastify: FastifyInstance): void {
  const jsonParser = fastify.getDefaultJsonParser('error', 'ignore');
  fastify.removeContentTypeParser('application/json');
  // Clients send `Content-Type: application/json` on bodiless PUTs (deletes, moves); that is not an error.
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, done);
  });
}
