// Row filters' `$user.` values: resolved from the account, and an account lacking one reaches no row through that filter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRowFilters, USER_VALUE_PREFIX } from '../../runtime/shared/index.js';

describe('resolveRowFilters', () => {
  it.each([
    ['every row', null, { email: 'a@x' }, null],
    ['resolves $user values', [{ sellers: '$user.email', state: 'Pendiente' }], { email: 'a@x' }, [{ sellers: 'a@x', state: 'Pendiente' }]],
    ['an absent value matches no row', [{ sellers: '$user.seller' }], { email: 'a@x' }, []],
    ['a null value matches no row, the other grant still does', [{ sellers: '$user.seller' }, { state: 'Pendiente' }], { seller: null }, [{ state: 'Pendiente' }]],
  ])('%s', (_title, filters, user, expected) => {
    expect(resolveRowFilters(filters, user)).toEqual(expected);
  });

  it('never leaves a $user value, a null or an absent value, and keeps exactly the filters whose values the account holds', () => {
    const names = fc.constantFrom('_id', 'email', 'seller', 'displayName');
    const value = fc.oneof(names.map((name) => `${USER_VALUE_PREFIX}${name}`), fc.string(), fc.integer(), fc.boolean());
    const filters = fc.array(fc.dictionary(fc.constantFrom('a', 'b', 'c'), value, { minKeys: 1 }), { maxLength: 4 });
    // Account values never look like `$user.` names, so one left unresolved shows.
    const user = fc.dictionary(names, fc.oneof(fc.string({ minLength: 1 }).filter((text) => !text.startsWith('$')), fc.constant(null)));
    fc.assert(
      fc.property(filters, user, (given, account) => {
        const resolved = resolveRowFilters(given, account)!;
        const held = given.filter((filter) => Object.values(filter).every((item) => typeof item !== 'string' || !item.startsWith(USER_VALUE_PREFIX) || (account[item.slice(USER_VALUE_PREFIX.length)] ?? null) !== null));
        expect(resolved).toHaveLength(held.length);
        for (const filter of resolved) {
          for (const item of Object.values(filter)) {
            expect(item === null || item === undefined).toBe(false);
            expect(typeof item === 'string' && item.startsWith(USER_VALUE_PREFIX)).toBe(false);
          }
        }
      }),
    );
  });
});
