import { randomBytes } from 'node:crypto';

// Like a MongoDB ObjectId: 4 bytes of seconds, 5 random bytes fixed per process, 3 bytes of counter.
const processBytes = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/** A 24-hex id that sorts by creation time (to the second, then by creation order within this process). */
export function createObjectId(date: Date = new Date()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(date.getTime() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + processBytes + counter.toString(16).padStart(6, '0');
}

/** True for a 24-hex string. */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
