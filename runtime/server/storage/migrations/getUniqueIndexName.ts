import { createHash } from 'node:crypto';

/** The name of the unique index over `columns` of `table`, within PostgreSQL's 63-byte identifier limit. */
export function getUniqueIndexName(table: string, columns: readonly string[]): string {
  const name = `${table}_${columns.join('_')}_key`;
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 50)}_${hash}_key`;
}
