import type { FastifyServerOptions } from 'fastify';

/** Which proxies' X-Forwarded-* headers the server believes: none, the nearest `hops`, or the listed addresses. */
export type TrustProxy = false | { readonly hops: number } | { readonly addresses: readonly string[] };

// An IPv4 or IPv6 address, optionally a CIDR range: what proxy-addr (Fastify's trustProxy) accepts.
const ADDRESS = /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/;

/**
 * TRUST_PROXY: `false`/`0`/empty, a hop count, or comma-separated proxy addresses. `true` is refused: it would
 * believe any X-Forwarded-For a client writes, so one client could pose as endless addresses (and dodge per-address limits).
 */
export function parseTrustProxy(value: string | undefined, name = 'TRUST_PROXY'): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      `${name}=true is refused: it trusts every X-Forwarded-For header, which any client can forge (one client would pose as endless addresses). ` +
        `Give the number of proxies in front of the server (e.g. ${name}=1) or their addresses (e.g. ${name}=10.0.0.5).`,
    );
  }
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(',').map((part) => part.trim()).filter(Boolean);
  const bad = addresses.find((address) => !ADDRESS.test(address));
  if (bad !== undefined) throw new Error(`${name} must be false, a hop count or comma-separated proxy addresses, got "${bad}" in "${value}".`);
  return { addresses };
}

/** Fastify's `trustProxy` option for a parsed TRUST_PROXY. */
export function toFastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('addresses' in trust) return [...trust.addresses];
  const { hops } = trust;
  return (_address: string, hop: number) => hop < hops; // What Fastify does with a hop count (its types omit numbers).
}
