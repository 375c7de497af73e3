import { escapeLike } from '../../../../runtime/server/storage/lists/getTextContains.js';

describe('escapeLike', () => {
  it.each([
    ['plain', 'plain'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
  ])('%s → %s', (given, want) => {
    expect(escapeLike(given)).toBe(want);
  });
});
