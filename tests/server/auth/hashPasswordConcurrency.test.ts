import * as crypto from 'node:crypto';
import { hashPassword, verifyPassword } from '../../../runtime/server/auth/hashPassword.js';

// node:crypto's scrypt, wrapped to count the derivations running at once.
let running = 0;
let most = 0;
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof original.scrypt>) => {
    running += 1;
    most = Math.max(most, running);
    const callback = args.at(-1) as (error: Error | null, key: Buffer) => void;
    original.scrypt(...(args.slice(0, -1) as [string, Buffer, number, crypto.ScryptOptions]), (error, key) => {
      running -= 1;
      callback(error, key);
    });
  };
  return { ...original, scrypt };
});

describe('hashPassword memory', () => {
  it('runs at most two derivations at once: each takes 128 MiB, and libuv has four threads for everything', { timeout: 120_000 }, async () => {
    const stored = await hashPassword('correcta-larga');
    most = 0;
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => verifyPassword(index % 2 === 0 ? 'correcta-larga' : 'otra-larga', stored)));
    expect(results).toEqual([true, false, true, false, true, false]);
    expect(most).toBe(2);
  });
});
