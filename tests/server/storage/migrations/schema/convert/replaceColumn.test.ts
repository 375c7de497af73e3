// toLiteralSql: the parameters of an expression inlined for PostgreSQL's DDL, never inside quoted text; anything but a plain scalar refuses.
import { toLiteralSql } from '../../../../../../runtime/server/storage/migrations/schema/convert/replaceColumn.js';

const cases: [string, { sql: string; parameters: unknown[] }, string | null][] = [
  ['strings quoted, quotes doubled', { sql: 'case when "a" = $1 then $2 end', parameters: ["l'été", 'x'] }, `case when "a" = ('l''été') then ('x') end`],
  ['numbers, bigints, booleans and null in parentheses', { sql: '$1 + $2 - $3 or $4 is $5', parameters: [-5, 12n, 1.5, true, null] }, '(-5) + (12) - (1.5) or (true) is (null)'],
  ['$n inside quoted text and names stays', { sql: `'$1' || "col$2" || $1`, parameters: ['v'] }, `'$1' || "col$2" || ('v')`],
  ['two digits', { sql: '$10', parameters: Array.from({ length: 10 }, (_, i) => i) }, '(9)'],
  ['an object refuses', { sql: '$1', parameters: [{ a: 1 }] }, null],
  ['a missing parameter refuses', { sql: '$2', parameters: ['a'] }, null],
  ['a NaN refuses', { sql: '$1', parameters: [Number.NaN] }, null],
];

describe('toLiteralSql', () => {
  it.each(cases)('%s', (_name, compiled, want) => {
    expect(toLiteralSql(compiled)).toBe(want);
  });
});
