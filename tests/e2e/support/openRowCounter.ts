import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

/** Counts rows by SQL in the running server's own store, to check a grid against the database rather than the API. */
export interface RowCounter {
  /** `sql` selects one number `n`; `?` marks each parameter, and identifiers in double quotes suit both stores. */
  count(sql: string, ...params: readonly unknown[]): Promise<number>;
  close(): Promise<void>;
}

/** The server's SQLite file in `dataDir`, read-only, or its PostgreSQL database when `databaseUrl` names one. */
export async function openRowCounter(dataDir: string, databaseUrl: string | undefined): Promise<RowCounter> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      count: async (sql, ...params) => {
        let index = 0;
        const { rows } = await client.query<{ n: string | number }>(sql.replace(/\?/g, () => `$${(index += 1)}`), [...params]);
        return Number(rows[0]!.n);
      },
      close: () => client.end(),
    };
  }
  const database = new BetterSqlite3(join(dataDir, 'admin.sqlite'), { readonly: true });
  return {
    count: async (sql, ...params) => Number((database.prepare(sql).get(...params) as { n: number | bigint }).n),
    close: async () => void database.close(),
  };
}
