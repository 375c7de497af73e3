import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** Which proxies' X-Forwarded-* headers the server believes: none, the nearest `hops`, or the listed addresses. */
export type TrustProxy = false | { readonly hops: number } | { readonly addresses: readonly string[] };

// An IPv4 (dotted quad) or IPv6 address, optionally a CIDR prefix. proxy-addr takes more (`0` as 0.0.0.0, `010` as
// octal, netmasks), which would slip past the check below.
const ADDRESS = /^([0-9A-Fa-f.:]+)(?:\/(0|[1-9]\d{0,2}))?$/;
/** ::ffff:0:0/96, the IPv4-mapped IPv6 addresses: proxy-addr compares a client in it as the IPv4 address it maps. */
const MAPPED_PREFIX = 0xffffn;

/**
 * TRUST_PROXY: `false`/`0`/empty, a hop count, or comma-separated proxy addresses. `true` is refused: it would
 * believe any X-Forwarded-For a client writes, so one client could pose as endless addresses (and dodge per-address limits);
 * so are ranges that together cover every IPv4 or every IPv6 address (`0.0.0.0/1,128.0.0.0/1`), which mean the same.
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
  const ranges = addresses.map(toRange);
  const bad = addresses.find((_, index) => ranges[index] === undefined);
  if (bad !== undefined) throw new Error(`${name} must be false, a hop count or comma-separated proxy addresses, got "${bad}" in "${value}".`);
  const family = getFullyTrustedFamily(ranges as AddressRange[]);
  if (family !== undefined) {
    throw new Error(
      `${name}=${text} is refused: together its ranges cover every ${family} address, so it trusts every X-Forwarded-For header, which any client can forge (one client would pose as endless addresses). ` +
        `Give the number of proxies in front of the server (e.g. ${name}=1) or their addresses (e.g. ${name}=10.0.0.5).`,
    );
  }
  return { addresses };
}

/** The addresses of one TRUST_PROXY entry as proxy-addr matches clients against it, first to last. */
interface AddressRange {
  readonly family: 'IPv4' | 'IPv6';
  readonly first: bigint;
  readonly last: bigint;
}

/** An address or CIDR range as numbers; an IPv4-mapped IPv6 range as the IPv4 range it maps; undefined when malformed. */
function toRange(entry: string): AddressRange | undefined {
  const match = ADDRESS.exec(entry);
  if (!match) return undefined;
  const [, address = '', prefixText] = match;
  let family: AddressRange['family'];
  let value: bigint;
  let prefix: number;
  if (isIPv4(address)) {
    [family, value, prefix] = ['IPv4', parseIPv4(address), Number(prefixText ?? 32)];
    if (prefix > 32) return undefined;
  } else if (isIPv6(address)) {
    [family, value, prefix] = ['IPv6', parseIPv6(address), Number(prefixText ?? 128)];
    if (prefix > 128) return undefined;
    // A mapped subnet of /96 or longer trusts IPv4 clients (proxy-addr's rule); a shorter one, only IPv6 ones.
    if (prefix >= 96 && value >> 32n === MAPPED_PREFIX) [family, value, prefix] = ['IPv4', value & 0xffffffffn, prefix - 96];
  } else return undefined;
  const hostBits = BigInt((family === 'IPv4' ? 32 : 128) - prefix);
  const first = (value >> hostBits) << hostBits;
  return { family, first, last: first + (1n << hostBits) - 1n };
}

/** 'IPv4' or 'IPv6' when the ranges together cover every client address of that family; else undefined. */
function getFullyTrustedFamily(ranges: readonly AddressRange[]): AddressRange['family'] | undefined {
  const ipv4 = ranges.filter((range) => range.family === 'IPv4');
  if (coversAll(ipv4, (1n << 32n) - 1n)) return 'IPv4';
  // No IPv6 client is in ::ffff:0:0/96 (proxy-addr compares those as IPv4), so that block counts as covered.
  const mapped: AddressRange = { family: 'IPv6', first: MAPPED_PREFIX << 32n, last: (MAPPED_PREFIX << 32n) + 0xffffffffn };
  if (coversAll([...ranges.filter((range) => range.family === 'IPv6'), mapped], (1n << 128n) - 1n)) return 'IPv6';
  return undefined;
}

/** True when the union of `ranges` is every number from 0 to `max`. */
function coversAll(ranges: readonly AddressRange[], max: bigint): boolean {
  let next = 0n;
  for (const range of [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))) {
    if (range.first > next) return false;
    if (range.last >= next) next = range.last + 1n;
    if (next > max) return true;
  }
  return false;
}

function parseIPv4(address: string): bigint {
  return address.split('.').reduce((total, part) => (total << 8n) + BigInt(part), 0n);
}

/** A valid IPv6 address (net.isIPv6) as a 128-bit number, an embedded dotted quad included. */
function parseIPv6(address: string): bigint {
  let text = address;
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (quad !== undefined) {
    const value = parseIPv4(quad);
    text = `${text.slice(0, -quad.length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((total, group) => (total << 16n) + BigInt(`0x${group}`), 0n);
}

/** Fastify's `trustProxy` option for a parsed TRUST_PROXY. */
export function toFastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('addresses' in trust) return [...trust.addresses];
  const { hops } = trust;
  return (_address: string, hop: number) => hop < hops; // What Fastify does with a hop count (its types omit numbers).
}
