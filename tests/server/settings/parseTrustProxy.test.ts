import fc from 'fast-check';
import { parseTrustProxy } from '../../../runtime/server/settings/index.js';

const EVERY_ADDRESS = /^TRUST_PROXY=.* is refused: together its ranges cover every IPv[46] address, so it trusts every X-Forwarded-For header, which any client can forge/;
const BAD_ADDRESS = /^TRUST_PROXY must be false, a hop count or comma-separated proxy addresses, got /;

describe('parseTrustProxy: ranges that cover every address are refused like true', () => {
  it.each([
    ['0.0.0.0/0', 'IPv4'],
    ['0.0.0.0/1,128.0.0.0/1', 'IPv4'],
    [' 128.0.0.0/1 , 10.0.0.5, 0.0.0.0/1 ', 'IPv4'],
    ['0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/3,224.0.0.0/3', 'IPv4'],
    // An IPv4-mapped IPv6 range is the IPv4 range it maps (proxy-addr compares a client's IPv4 address with it).
    ['::ffff:0.0.0.0/96', 'IPv4'],
    ['::ffff:0:0/96', 'IPv4'],
    ['0.0.0.0/1,::ffff:128.0.0.0/97', 'IPv4'],
    ['::/0', 'IPv6'],
    // An IPv6 range shorter than /96 does not trust IPv4 clients (proxy-addr's rule), but these trust every IPv6 one.
    ['::/1,8000::/1', 'IPv6'],
    ['8000::/1,::/2,4000::/2', 'IPv6'],
    ['0.0.0.0/0,::/0', 'IPv4'],
  ])('%s covers every %s address', (value, family) => {
    expect(() => parseTrustProxy(value)).toThrow(EVERY_ADDRESS);
    expect(() => parseTrustProxy(value)).toThrow(`every ${family} address`);
  });

  it.each([
    ['0.0.0.0/1', ['0.0.0.0/1']],
    ['0.0.0.0/1,128.0.0.0/2,192.0.0.0/3', ['0.0.0.0/1', '128.0.0.0/2', '192.0.0.0/3']],
    ['::/1', ['::/1']],
    ['::/1,8000::/2', ['::/1', '8000::/2']],
    ['10.0.0.0/8,::1', ['10.0.0.0/8', '::1']],
    ['2001:db8::/32, 192.168.0.0/16', ['2001:db8::/32', '192.168.0.0/16']],
    ['::ffff:10.0.0.1', ['::ffff:10.0.0.1']],
  ])('%s leaves addresses untrusted: accepted', (value, addresses) => {
    expect(parseTrustProxy(value)).toEqual({ addresses });
  });

  // proxy-addr reads `0` as 0.0.0.0 and `010` as octal: only plain dotted quads and IPv6 addresses are taken.
  it.each(['0/0', '10.1', '010.0.0.1', '10.0.0.0/33', '::/129', '1.2.3.4/', '1.2.3.4/08'])('refuses %s, which is not a plain address or range', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(BAD_ADDRESS);
  });
});

/** A 32- or 128-bit number as an address. */
const formatV4 = (value: bigint) => [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.');
const formatV6 = (value: bigint) => Array.from({ length: 8 }, (_, index) => ((value >> BigInt(112 - 16 * index)) & 0xffffn).toString(16)).join(':');

/** `space` bits split at random into CIDR blocks that together cover all of it: [start, prefix] pairs. */
function splitSpace(bits: number, choices: readonly boolean[]): Array<[bigint, number]> {
  const blocks: Array<[bigint, number]> = [];
  let next = 0;
  const split = (start: bigint, prefix: number) => {
    // Split while the choices say so (and never past /bits or a few hundred blocks).
    if (prefix < bits && blocks.length < 200 && (choices[next++ % choices.length] ?? false)) {
      split(start, prefix + 1);
      split(start + (1n << BigInt(bits - prefix - 1)), prefix + 1);
    } else blocks.push([start, prefix]);
  };
  split(0n, 0);
  return blocks;
}

describe('parseTrustProxy: IPv4-mapped addresses', () => {
  it('every IPv6 range but ::ffff:0:0/96 is every IPv6 client (those in it are compared as IPv4): refused', () => {
    const mapped = 0xffffn << 32n;
    // The sibling of each step on the way from ::/0 down to ::ffff:0:0/96.
    const siblings = Array.from({ length: 96 }, (_, depth) => {
      const hostBits = BigInt(127 - depth);
      return `${formatV6(((mapped >> hostBits) ^ 1n) << hostBits)}/${depth + 1}`;
    });
    expect(() => parseTrustProxy(siblings.join(','))).toThrow('every IPv6 address');
    expect(parseTrustProxy(siblings.slice(1).join(','))).toHaveProperty('addresses');
  });
});

describe('parseTrustProxy: property', () => {
  const splits = (bits: number) =>
    fc.record({
      choices: fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
      order: fc.array(fc.nat(), { maxLength: 200 }),
      mapped: fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
      drop: fc.nat(),
    }).map(({ choices, order, mapped, drop }) => {
      const blocks = splitSpace(bits, choices);
      // Shuffled, so the check cannot rely on the order they are written in.
      const shuffled = blocks.map((block, index) => ({ block, key: order[index] ?? index })).sort((a, b) => a.key - b.key).map(({ block }) => block);
      return { blocks: shuffled, mapped, drop: drop % shuffled.length };
    });

  it('every split of the IPv4 space into ranges (some written as IPv4-mapped IPv6) is refused; without any one of them it is accepted', () => {
    fc.assert(
      fc.property(splits(32), ({ blocks, mapped, drop }) => {
        const written = blocks.map(([start, prefix], index) => (mapped[index % mapped.length] ? `::ffff:${formatV4(start)}/${96 + prefix}` : `${formatV4(start)}/${prefix}`));
        expect(() => parseTrustProxy(written.join(','))).toThrow(EVERY_ADDRESS);
        if (written.length > 1) expect(parseTrustProxy(written.filter((_, index) => index !== drop).join(','))).toHaveProperty('addresses');
      }),
      { numRuns: 300 },
    );
  });

  it('every split of the IPv6 space into ranges is refused; without any one of them it is accepted', () => {
    fc.assert(
      fc.property(splits(128), ({ blocks, drop }) => {
        const written = blocks.map(([start, prefix]) => `${formatV6(start)}/${prefix}`);
        expect(() => parseTrustProxy(written.join(','))).toThrow('every IPv6 address');
        // A block inside ::ffff:0:0/96 at /96 or longer would trust IPv4 clients instead (random splits hardly reach one).
        fc.pre(blocks.every(([start, prefix]) => prefix < 96 || start >> 32n !== 0xffffn));
        if (written.length > 1) expect(parseTrustProxy(written.filter((_, index) => index !== drop).join(','))).toHaveProperty('addresses');
      }),
      { numRuns: 300 },
    );
  });
});
