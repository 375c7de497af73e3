// A read worker of SqliteReadPool: its own read-only connection to the store's file, running one SELECT at a time
// off the server's event loop. Plain JavaScript, so a thread starts without a TypeScript loader; the pool ends the
// thread when a query outlasts the time limit. Messages: ReadRequest in, ReadResponse out (see SqliteReadPool.ts).
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { registerSqliteFunctions } from './registerSqliteFunctions.mjs';

const { file, busyTimeoutMs, scanCacheKb } = workerData;

// Lists repeat a handful of statements; keep the prepared ones (bounded: filters make many distinct texts).
const MAX_STATEMENTS = 200;

function connect(cacheKb) {
  const sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  if (cacheKb !== undefined) sqlite.pragma(`cache_size = -${cacheKb}`);
  registerSqliteFunctions(sqlite);
  return { sqlite, statements: new Map() };
}

const lists = connect(undefined);
// A scan's pages go through this connection's small cache, never the lists' (opened on the first scan).
let scans;

// The pool starts a query's clock only once a worker is ready, so a thread's start-up never eats a query's time.
parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, sql, parameters, scan }) => {
  let response;
  try {
    const connection = scan ? (scans ??= connect(scanCacheKb)) : lists;
    let statement = connection.statements.get(sql);
    if (!statement) {
      statement = connection.sqlite.prepare(sql);
      if (connection.statements.size >= MAX_STATEMENTS) connection.statements.delete(connection.statements.keys().next().value);
      connection.statements.set(sql, statement);
    }
    response = { id, rows: statement.all(...parameters) };
  } catch (error) {
    response = { id, error: { message: error.message, ...(error.code ? { code: error.code } : {}) } };
  }
  parentPort.postMessage(response);
});
