import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '../../shared/index.js';
import { messages } from '../messages.js';
import { registerStaticFiles } from '../plugins/registerExternalPlugins.js';

export interface WebAppOptions {
  /** Folder of the built web app (`vite build` output). */
  readonly webRoot: string;
}

/**
 * Serves the built SPA beside the API: static files, index.html for any other page a browser asks for, JSON
 * 404s otherwise, and a 503 explaining `npm run build` when the app is not built. Paths under the API base never
 * reach it: the API plugin answers them, unknown ones included.
 */
export async function registerWebApp(fastify: FastifyInstance, options: WebAppOptions): Promise<void> {
  const root = path.resolve(options.webRoot);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) await registerStaticFiles(fastify, root);

  fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !built) return reply.status(503).type('text/plain; charset=utf-8').send(messages.webAppMissing(root));
    if (wantsPage && acceptsHtml(request)) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    const body: ErrorResponse = { error: messages.routeNotFound(request.method, url.split('?')[0] ?? url) };
    return reply.status(404).send(body);
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('application/xhtml+xml');
}
