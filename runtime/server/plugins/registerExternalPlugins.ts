import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { messages } from '../messages.js';
import { HttpError } from '../http/HttpError.js';
import { registerSecurityHeaders, type SecurityHeadersOptions } from '../security/registerSecurityHeaders.js';

/** How qs reads a form: `address[isPrimary]`, `lines[199][price]`, `authors[]`; indices past the limit become object keys, which coerceFormBody lists in order. */
export const FORM_PARSE_OPTIONS = { depth: 5, arrayLimit: 1000, parameterLimit: 10_000 } as const;

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Hashed build output (`assets/name-<hash>.js`): its name changes whenever its content does. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/;

/**
 * The external plugins every route shares: helmet (security headers), compression of answers above a threshold
 * (brotli or gzip by Accept-Encoding; request bodies are never inflated, so a small zip bomb cannot pass the body
 * limit), cookies, and form bodies read by qs. The two
 * that apply to one scope (multipart, static files) are below: every external plugin is registered from this file.
 */
export async function registerExternalPlugins(fastify: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  await registerSecurityHeaders(fastify, options);
  await fastify.register(fastifyCompress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'], globalDecompression: false });
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

/**
 * The built web app's files, `index.html` at `/`, each sent as the build's brotli or gzip copy when the browser
 * takes it (see compressAssets). Hashed assets are cached for a year as immutable; anything else (index.html,
 * public files) is revalidated on every use, so a new build is picked up at once.
 */
export async function registerStaticFiles(fastify: FastifyInstance, root: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root,
    // A list, not a string: with preCompressed, @fastify/static 8.3 finds `/`'s index only in a list.
    index: ['index.html'],
    preCompressed: true,
    // The build's .vite/manifest.json maps every chunk: a file for tests, never for visitors.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (response, filePath) => response.setHeader('Cache-Control', getCacheControl(filePath)),
  });
}

/** The Cache-Control of one file of the built web app. */
export function getCacheControl(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
