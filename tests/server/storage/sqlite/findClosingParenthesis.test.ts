import { findClosingParenthesis } from '../../../../runtime/server/storage/sqlite/findClosingParenthesis.js';

describe('findClosingParenthesis', () => {
  it.each([
    ['a plain expression', 'as (a * b) stored', 4, 10],
    ['nested parentheses', 'as (round((a + b) * c, 2)) stored', 4, 26],
    ["a ')' inside a literal", "as (coalesce(a, ')') || b) virtual", 4, 26],
    ['a ")" inside a quoted name', 'as ("we)ird" + 1), x', 4, 17],
    ['a doubled quote inside a literal', "as (a || 'it''s)') end", 4, 18],
    ['no closing parenthesis: the end', 'as (a + (b', 4, 10],
  ])('%s', (_, text, start, end) => {
    expect(findClosingParenthesis(text, start)).toBe(end);
    if (end < text.length) expect(text[end - 1]).toBe(')');
  });
});
