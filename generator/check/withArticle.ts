/** `word` after its English indefinite article ("an insert", "a move"), for build messages that name a kind. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}
