import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The Content-Security-Policy of every response: only this origin's scripts, no inline script, no framing. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Inline style attributes come from react-select and the editor; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

export interface SecurityHeadersOptions {
  /** Origins the page may also send requests to beside its own (an upload bucket the editor posts images to). */
  readonly connectSources?: readonly string[];
}

// Half a year, this host only: includeSubDomains could lock out sibling sites still on plain http.
const HSTS = 'max-age=15552000';

/**
 * Helmet on every response (API, files, index.html, 404s, errors): the CSP above, nosniff, X-Frame-Options DENY,
 * Referrer-Policy same-origin. HSTS only on https requests: over plain http it is meaningless, and sent from
 * a local http server it would say nothing true.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  const directives: Record<string, string[]> = Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]));
  directives['connect-src']!.push(...(options.connectSources ?? []));
  // Helmet's middleware, built once: @fastify/helmet built it again (every directive parsed and checked) per request.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      done(error instanceof Error ? error : undefined);
    });
  });
}
