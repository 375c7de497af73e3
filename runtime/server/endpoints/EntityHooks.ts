import type { StoreTransaction } from '../storage/index.js';

/** A record as readRow gives it (no write-only values). */
type Record_ = Readonly<Record<string, unknown>>;

/**
 * What a built-in entity does beyond the generic create and update (the admin users: createAdminUserHooks). The
 * schema declares its fields, endpoints, grid and forms; these say only what no schema can: what a write-only
 * field stores and what a change means for the rest of the system.
 */
export interface EntityHooks {
  /** The body as the entity keeps it (an email trimmed and lower-cased), before it is validated. */
  readonly readBody?: (body: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Before the transaction: checks the write's write-only values (`record` is the row after the write, write-only
   * values included) and returns the columns they store (a password's hash); a refused value throws a 400 naming it.
   */
  readonly prepareWrite?: (action: 'create' | 'update', record: Record_) => Promise<Record<string, unknown>>;
  /**
   * In the write's transaction once the row is written (`before` null on a create): stores `columns` from
   * prepareWrite and whatever the change means elsewhere; a refusal throws and nothing is written.
   */
  readonly afterWrite?: (tx: StoreTransaction, change: { readonly id: string; readonly before: Record_ | null; readonly after: Record_; readonly columns: Record_ }) => Promise<void>;
}
