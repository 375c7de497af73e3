import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

// OWASP's minimum for scrypt. Its memory (128·N·r = 128 MiB) is above Node's 32 MiB default cap, so the cap is raised;
// a stored hash may ask for at most this much (half the cap), so a tampered row cannot exhaust memory.
export const OWASP_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const MAX_MEMORY = 2 * 128 * OWASP_COST.N * OWASP_COST.r;

/**
 * OWASP's cost, except inside vitest (VITEST=true, which only vitest sets), where the suites sign in hundreds of times:
 * as devise's test stretches, a cheap cost there; a hash of it is not current anywhere else, so it is rehashed at the next login.
 */
export function passwordCost(env: Readonly<Record<string, string | undefined>> = process.env): ScryptCost {
  return env.VITEST === 'true' ? { N: 2 ** 10, r: 8, p: 1 } : OWASP_COST;
}

const COST = passwordCost();
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// 128 MiB each, on libuv's four threads that file reads share too: a burst of logins queues here instead.
const MAX_CONCURRENT_DERIVATIONS = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  if (running < MAX_CONCURRENT_DERIVATIONS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // The finishing one hands its place over.
  try {
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** `scrypt$N$r$p$salt$hash` (base64) of a password with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `stored` was made with other parameters than hashPassword's today (an older, cheaper cost): rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  const [scheme, N, r, p, salt = '', hash = ''] = stored.split('$');
  const current = scheme === 'scrypt' && N === String(COST.N) && r === String(COST.r) && p === String(COST.p);
  return !current || Buffer.from(salt, 'base64').length !== SALT_LENGTH || Buffer.from(hash, 'base64').length !== KEY_LENGTH;
}

/** True when `password` matches a `hashPassword` result, of today's or older parameters; constant-time, and false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isInteger(value) && value > 0) || 128 * N * r > MAX_MEMORY / 2) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification and returns false: an unknown email must not answer faster than a wrong password. */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(password, await getDummyHash());
  return false;
}

/** The hash verifyDummyPassword verifies against: made once, at today's cost, so its verification costs what a stored hash's does. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  return dummyHash;
}
