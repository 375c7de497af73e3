import type BetterSqlite3 from 'better-sqlite3';

/** The SQL functions every SQLite connection of the server has, the read workers' included. */
export declare function registerSqliteFunctions(sqlite: BetterSqlite3.Database): void;
