import { AsyncLocalStorage } from 'node:async_hooks';

const scans = new AsyncLocalStorage<true>();

/**
 * Runs `read` as a walk over a whole list (an export's chunks, a bulk job's selection): on SQLite its SELECTs read
 * their pages through a small cache of their own, as PostgreSQL gives a large scan a ring of buffers, so a walk over
 * a million rows neither fills the server's memory with the table nor pushes the lists' pages out of their cache.
 */
export function readAsScan<T>(read: () => Promise<T>): Promise<T> {
  return scans.run(true, read);
}

/** Whether the running read was started by readAsScan. */
export function isScanRead(): boolean {
  return scans.getStore() === true;
}
