// Column definitions read back from a CREATE TABLE text as SQLite keeps it: quoted names, table constraints left out
// (even before a column added later), generation expressions with nested parentheses and quoted text.
import { readColumnDefinitions } from '../../../../runtime/server/storage/sqlite/readColumnDefinitions.js';

describe('readColumnDefinitions', () => {
  it.each<[string, string, readonly { name: string; generated: string | null }[]]>([
    ['plain columns', `CREATE TABLE "t" ("_id" text primary key, "a" real, b integer)`, [{ name: '_id', generated: null }, { name: 'a', generated: null }, { name: 'b', generated: null }]],
    [
      'a stored generated column after a foreign key',
      `CREATE TABLE "t" ("_id" text, "p" text, constraint "k" foreign key ("p") references "o" ("_id") on delete cascade deferrable initially deferred, "x" real generated always as ((cast(printf('%.15g', ("a" * 2)) as real) + (1 - 1))) stored)`,
      [{ name: '_id', generated: null }, { name: 'p', generated: null }, { name: 'x', generated: `(cast(printf('%.15g', ("a" * 2)) as real) + (1 - 1))` }],
    ],
    ['a virtual one, a default holding a comma and a parenthesis', `CREATE TABLE t ("s" text default 'a, (b', [y z] real generated always as ("s" || ')'))`, [{ name: 's', generated: null }, { name: 'y z', generated: `"s" || ')'` }]],
    ['a doubled quote in a name', `CREATE TABLE t ("we""ird" real, unique ("we""ird"))`, [{ name: 'we"ird', generated: null }]],
  ])('%s', (_title, created, expected) => {
    const definitions = readColumnDefinitions(created);
    expect(definitions.map(({ name, generated }) => ({ name, generated }))).toEqual(expected);
    // Each definition's span starts at its name and ends just before the next comma or the closing parenthesis.
    for (const definition of definitions) {
      expect(created.slice(definition.start, definition.end).replace(/^["`[]/, '').replace(/""/g, '"').startsWith(definition.name)).toBe(true);
      expect([',', ')']).toContain(created[definition.end]);
    }
  });
});
