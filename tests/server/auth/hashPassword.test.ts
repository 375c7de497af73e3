import { randomBytes, scryptSync } from 'node:crypto';
import { getDummyHash, hashPassword, needsRehash, OWASP_COST, passwordCost, verifyDummyPassword, verifyPassword } from '../../../runtime/server/auth/hashPassword.js';
import { hashWithOldCost } from '../fixtures/hashWithOldCost.js';

describe('passwordCost', () => {
  it('is OWASP\'s minimum (N = 2^17, r = 8, p = 1) everywhere but inside vitest, where it is cheaper', () => {
    expect(passwordCost({})).toEqual({ N: 131072, r: 8, p: 1 });
    expect(passwordCost({ VITEST: 'false', NODE_ENV: 'test' })).toBe(OWASP_COST);
    expect(passwordCost({ VITEST: 'true' }).N).toBeLessThan(OWASP_COST.N);
  });
});

describe('hashPassword', { timeout: 60_000 }, () => {
  it('stores scrypt at the current cost with its parameters, a 16-byte salt and a 32-byte hash, salted afresh every time', async () => {
    const first = await hashPassword('correcta-larga');
    const second = await hashPassword('correcta-larga');
    const [scheme, N, r, p, salt, hash] = first.split('$');
    const cost = passwordCost();
    expect([scheme, N, r, p]).toEqual(['scrypt', String(cost.N), String(cost.r), String(cost.p)]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(32);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correcta-larga');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('contraseña-ñandú');
    expect(await verifyPassword('contraseña-ñandú', stored)).toBe(true);
    expect(await verifyPassword('contraseña-ñandu', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  // One real derivation at OWASP's cost (about 0.3 s on an idle core): its 128 MiB must fit under the raised memory cap.
  it('verifies a hash stored at OWASP\'s cost, and says it is not current inside vitest', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('contraseña-fuerte', salt, 32, { ...OWASP_COST, maxmem: 256 * 1024 * 1024 });
    const stored = ['scrypt', OWASP_COST.N, OWASP_COST.r, OWASP_COST.p, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('contraseña-fuerte', stored)).toBe(true);
    expect(await verifyPassword('contraseña-debil', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(passwordCost().N !== OWASP_COST.N);
  });

  it('verifies a hash stored with an older, cheaper cost and says it needs rehashing; a current one does not', async () => {
    const old = hashWithOldCost('contraseña-antigua');
    expect(await verifyPassword('contraseña-antigua', old)).toBe(true);
    expect(await verifyPassword('contraseña-antiguA', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('contraseña-nueva'))).toBe(false);
  });

  it.each([
    ['another scheme', 'bcrypt$10$x$y'],
    ['too few parts', 'scrypt$32768$8$1$abc'],
    ['a cost that would exhaust memory', `scrypt$${2 ** 30}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA`],
    ['a cost above the current one', `scrypt$${2 ** 18}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA`],
    ['an empty hash', 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$'],
    ['not numbers', 'scrypt$x$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA'],
  ])('refuses a malformed stored hash: %s', async (_case, stored) => {
    expect(await verifyPassword('cualquiera-larga', stored)).toBe(false);
  });
});

describe('verifyDummyPassword', () => {
  // Its cost is one scrypt derivation at today's parameters, as verifying a stored hash is; asserted by what it derives, not by a clock.
  it('is false for any password, verifying a hash of today\'s cost made once', async () => {
    for (const password of ['incorrecta-larga', '', 'ñandú 🔑']) expect(await verifyDummyPassword(password)).toBe(false);
    const dummy = await getDummyHash();
    expect(needsRehash(dummy)).toBe(false);
    expect(dummy.split('$').slice(0, 4)).toEqual((await hashPassword('otra')).split('$').slice(0, 4));
    expect(await getDummyHash()).toBe(dummy);
  });
});
