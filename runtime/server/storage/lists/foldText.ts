import type { StoreDialect } from '../Database.js';

// Accented letters of Spanish and its neighbours, each with the plain letter it folds to; ñ folds to "n~", which
// sorts after every "n…" and before "o" byte-wise, so "Ñandú" comes after "Nuñez" and before "Oscar" (Spanish order).
const ACCENTED: Readonly<Record<string, string>> = {
  á: 'a', à: 'a', â: 'a', ä: 'a', ã: 'a', Á: 'a', À: 'a', Â: 'a', Ä: 'a', Ã: 'a',
  é: 'e', è: 'e', ê: 'e', ë: 'e', É: 'e', È: 'e', Ê: 'e', Ë: 'e',
  í: 'i', ì: 'i', î: 'i', ï: 'i', Í: 'i', Ì: 'i', Î: 'i', Ï: 'i',
  ó: 'o', ò: 'o', ô: 'o', ö: 'o', õ: 'o', Ó: 'o', Ò: 'o', Ô: 'o', Ö: 'o', Õ: 'o',
  ú: 'u', ù: 'u', û: 'u', ü: 'u', Ú: 'u', Ù: 'u', Û: 'u', Ü: 'u',
  ç: 'c', Ç: 'c',
  ñ: 'n~', Ñ: 'n~',
};

/**
 * The sort and search key of a text: ASCII letters lower-cased, the accented letters above folded, everything else
 * kept. Compared byte-wise, keys sort case- and accent-insensitively in Spanish order; the stores compute the same
 * key in SQL (getFoldSql), this is the same rule for query values.
 */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : (ACCENTED[char] ?? char);
  }
  return folded;
}

/**
 * foldText in the store's own SQL, so the database keeps the key right whoever writes the row. SQLite: one replace()
 * per upper-case ASCII and accented letter (not lower(), which this process overrides and other tools do not), when
 * the text has one;
 * PostgreSQL: translate() does the one-letter folds (independent of the database's locale), then replace() the ñ.
 */
export function getFoldSql(dialect: StoreDialect, column: string): string {
  const quoted = `"${column.replace(/"/g, '""')}"`;
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  if (dialect === 'sqlite') {
    const folds = [...[...upper].map((letter) => [letter, letter.toLowerCase()]), ...Object.entries(ACCENTED)];
    const replaced = folds.reduce((expression, [from, to]) => `replace(${expression}, ${literal(from!)}, ${literal(to!)})`, quoted);
    // A text with no letter to fold (most e-mails and addresses) skips the replace() chain: one scan instead of 70 copies.
    // The test is two ranges (A–Z, and the span of the accented letters), not a list of 70: a cheaper glob, same keys.
    const codes = Object.keys(ACCENTED).map((letter) => letter.codePointAt(0)!);
    const span = `${String.fromCodePoint(Math.min(...codes))}-${String.fromCodePoint(Math.max(...codes))}`;
    return `case when ${quoted} glob ${literal(`*[A-Z${span}]*`)} then ${replaced} else ${quoted} end`;
  }
  const single = Object.entries(ACCENTED).filter(([, to]) => to.length === 1);
  const from = `${upper}${single.map(([letter]) => letter).join('')}Ñ`;
  const to = `${upper.toLowerCase()}${single.map(([, plain]) => plain).join('')}ñ`;
  return `replace(translate(${quoted}, ${literal(from)}, ${literal(to)}), 'ñ', 'n~')`;
}

/**
 * The folded key column's type and expression, stored: the key is computed once per write, never again by an index
 * build, a search-table rebuild or a scan. SQLite adds a generated column to an existing table only as `virtual`
 * (`alter table`); migrateSqliteForeignKeys then rebuilds that table with it stored. PostgreSQL compares it byte-wise.
 */
export function getFoldColumnType(dialect: StoreDialect, column: string, kind: 'stored' | 'virtual' = 'stored'): string {
  return `text${dialect === 'postgres' ? ' collate "C"' : ''} generated always as (${getFoldSql(dialect, column)}) ${kind}`;
}
