import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { messages } from '../messages.js';
import { HttpError } from '../http/HttpError.js';
import { registerSecurityHeaders } from '../security/registerSecurityHeaders.js';

/** How qs reads a form: `address[isPrimary]`, `lines[199][price]`, `authors[]`; indices past the limit become object keys, which coerceFormBody lists in order. */
export const FORM_PARSE_OPTIONS = { depth: 5, arrayLimit: 1000, parameterLimit: 10_000 } as const;

/**
 * The external plugins every route shares: helmet (security headers), cookies, and form bodies read by qs. The two
 * that apply to one scope (multipart, static files) are below: every external plugin is registered from this file.
 */
export async function registerExternalPlugins(fastify: FastifyInstance): Promise<void> {
  await registerSecurityHeaders(fastify);
  await fastify.register(fastifyCookie);
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

/** Multipart bodies, for the upload service's scope only (every other route refuses them as an unknown type). */
export async function registerMultipart(scope: FastifyInstance, limits: NonNullable<FastifyMultipartOptions['limits']>): Promise<void> {
  await scope.register(fastifyMultipart, { limits });
}

/** The built web app's files, `index.html` at `/`. */
export async function registerStaticFiles(fastify: FastifyInstance, root: string): Promise<void> {
  await fastify.register(fastifyStatic, { root, index: 'index.html' });
}
