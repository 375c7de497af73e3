import { randomInt } from 'node:crypto';

// Upper-case letters without I and O (they read as 1 and 0), then the digits: 34 symbols, 16 of them ≈ 81 bits.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A license key `XXXX-XXXX-XXXX-XXXX` from the crypto RNG (randomInt is unbiased). */
export function createLicenseKey(): string {
  const groups: string[] = [];
  for (let group = 0; group < 4; group++) {
    let text = '';
    for (let index = 0; index < 4; index++) text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}

/** True for a text shaped like a license key. */
export function isLicenseKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-HJ-NP-Z0-9]{4}(-[A-HJ-NP-Z0-9]{4}){3}$/.test(value);
}
