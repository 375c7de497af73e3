import { withArticle } from '../../../generator/check/withArticle.js';

describe('withArticle', () => {
  it.each([
    ['insert', 'an insert'],
    ['update', 'an update'],
    ['inlineEdit', 'an inlineEdit'],
    ['move', 'a move'],
    ['transition', 'a transition'],
    ['date', 'a date'],
  ])('%s → %s', (word, want) => {
    expect(withArticle(word)).toBe(want);
  });
});
