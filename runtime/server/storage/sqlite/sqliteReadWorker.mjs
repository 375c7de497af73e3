// A read worker of SqliteReadPool: its own read-only connection to the store's file, running one SELECT at a time
// off the server's event loop. Plain JavaScript, so a thread starts without a TypeScript loader; the pool ends the
// thread when a query outlasts the time limit. Messages: ReadRequest in, ReadResponse out (see SqliteReadPool.ts).
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { registerSqliteFunctions } from './registerSqliteFunctions.mjs';

const { file, busyTimeoutMs } = workerData;
const sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
registerSqliteFunctions(sqlite);

// Lists repeat a handful of statements; keep the prepared ones (bounded: filters make many distinct texts).
const statements = new Map();
const MAX_STATEMENTS = 200;

// The pool starts a query's clock only once a worker is ready, so a thread's start-up never eats a query's time.
parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, sql, parameters }) => {
  let response;
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    response = { id, rows: statement.all(...parameters) };
  } catch (error) {
    response = { id, error: { message: error.message, ...(error.code ? { code: error.code } : {}) } };
  }
  parentPort.postMessage(response);
});
