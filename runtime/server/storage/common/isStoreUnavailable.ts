// Connection-level failures: the store is down, restarting or unreachable, not the request at fault.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
// PostgreSQL: class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
const POSTGRES_CODES = /^(08...|57P0[1-3]|53300)$/;
// SQLite: the file is locked past busy_timeout by another process, or cannot be opened or read.
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR)/;
// node-postgres reports a dropped or never-made connection, or a server that stopped answering, by message only.
const POOL_MESSAGES = /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|connection timeout/i;

/** True when `error` says the store cannot be reached right now (the API answers 503 and the next request tries again). */
export function isStoreUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code) || SQLITE_CODES.test(code))) return true;
  if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
  // AggregateError from a connect to several addresses (localhost: ::1 and 127.0.0.1).
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isStoreUnavailable);
}
