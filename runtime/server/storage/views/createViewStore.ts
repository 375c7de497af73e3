import type { SavedViewState, ViewSharing } from '../../../shared/index.js';
import type { Database } from '../Database.js';
import { runInTransaction } from '../common/runInTransaction.js';
import { SYSTEM_TABLES } from '../migrations/migrateSystemTables.js';

/** A saved view as admin_views keeps it. */
export interface StoredView {
  readonly _id: string;
  readonly grid: string;
  readonly name: string;
  readonly ownerId: string;
  readonly shared: ViewSharing;
  readonly role: string | null;
  readonly state: SavedViewState;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

/** What an update changes. */
export type ViewChanges = Partial<Pick<StoredView, 'name' | 'shared' | 'role' | 'state'>>;

/** Saved views and each user's default view per grid (admin_views, admin_view_defaults); the same SQL on both engines. */
export interface ViewStore {
  /** The views of a grid a user sees: its own, those shared with everyone, those shared with one of `roles`; by name. */
  listVisible(grid: string, userId: string, roles: readonly string[]): Promise<StoredView[]>;
  find(id: string): Promise<StoredView | null>;
  /** Whether the owner has another view (not `exceptId`) of that name on the grid. */
  hasName(ownerId: string, grid: string, name: string, exceptId?: string): Promise<boolean>;
  /** Inserts the view; false when the owner already has one of that name on the grid (the unique index). */
  insert(view: StoredView): Promise<boolean>;
  /** Changes the view at `version` (its version goes up by one); null when it is not at that version any more, 'name' for a repeated name. */
  update(id: string, version: number, changes: ViewChanges, updatedAt: string): Promise<StoredView | null | 'name'>;
  /** Deletes the view and every default that names it. */
  delete(id: string): Promise<void>;
  getDefault(userId: string, grid: string): Promise<string | null>;
  /** Sets (or, with null, clears) the user's default view of the grid. */
  setDefault(userId: string, grid: string, viewId: string | null): Promise<void>;
}

const VIEWS = SYSTEM_TABLES.adminViews;
const NAME_ORDER = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const DEFAULTS = SYSTEM_TABLES.adminViewDefaults;

/** The default's key: one row per user and grid. */
function getViewDefaultKey(userId: string, grid: string): string {
  return JSON.stringify([userId, grid]);
}

export function createViewStore(database: Database): ViewStore {
  const { db } = database;
  const read = (row: Record<string, unknown>): StoredView => ({
    _id: String(row._id),
    grid: String(row.grid),
    name: String(row.name),
    ownerId: String(row.ownerId),
    shared: row.shared as ViewSharing,
    role: row.role === null || row.role === undefined ? null : String(row.role),
    state: JSON.parse(String(row.state)) as SavedViewState,
    createdAt: String(row.createdAt),
    updatedAt: String(row.updatedAt),
    version: Number(row.version),
  });
  const find = async (id: string) => {
    const row = await db.selectFrom(VIEWS).selectAll().where('_id', '=', id).executeTakeFirst();
    return row ? read(row) : null;
  };
  const hasName = async (ownerId: string, grid: string, name: string, exceptId?: string) => {
    let query = db.selectFrom(VIEWS).select('_id').where('ownerId', '=', ownerId).where('grid', '=', grid).where('name', '=', name);
    if (exceptId !== undefined) query = query.where('_id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };
  return {
    async listVisible(grid, userId, roles) {
      const rows = await db
        .selectFrom(VIEWS)
        .selectAll()
        .where('grid', '=', grid)
        .where((eb) => eb.or([eb('ownerId', '=', userId), eb('shared', '=', 'everyone'), ...(roles.length > 0 ? [eb.and([eb('shared', '=', 'role'), eb('role', 'in', [...roles])])] : [])]))
        .execute();
      // By name as people read it, the same on both engines whatever the database's collation.
      return rows.map(read).sort((a, b) => NAME_ORDER.compare(a.name, b.name) || (a._id < b._id ? -1 : 1));
    },
    find,
    hasName,
    async insert(view) {
      try {
        await db.insertInto(VIEWS).values({ ...view, state: JSON.stringify(view.state) }).execute();
        return true;
      } catch (error) {
        // Two saves of one name at once: the unique index refuses the second.
        if (await hasName(view.ownerId, view.grid, view.name)) return false;
        throw error;
      }
    },
    async update(id, version, changes, updatedAt) {
      const values = { ...changes, ...(changes.state && { state: JSON.stringify(changes.state) }), updatedAt, version: version + 1 };
      try {
        const result = await db.updateTable(VIEWS).set(values).where('_id', '=', id).where('version', '=', version).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return null;
      } catch (error) {
        const view = await find(id);
        if (view && changes.name !== undefined && (await hasName(view.ownerId, view.grid, changes.name, id))) return 'name';
        throw error;
      }
      return find(id);
    },
    async delete(id) {
      await runInTransaction(database, async (trx) => {
        await trx.deleteFrom(DEFAULTS).where('viewId', '=', id).execute();
        await trx.deleteFrom(VIEWS).where('_id', '=', id).execute();
      });
    },
    async getDefault(userId, grid) {
      const row = await db.selectFrom(DEFAULTS).select('viewId').where('_id', '=', getViewDefaultKey(userId, grid)).executeTakeFirst();
      return row ? String(row.viewId) : null;
    },
    async setDefault(userId, grid, viewId) {
      const _id = getViewDefaultKey(userId, grid);
      if (viewId === null) {
        await db.deleteFrom(DEFAULTS).where('_id', '=', _id).execute();
        return;
      }
      await db.insertInto(DEFAULTS).values({ _id, userId, grid, viewId }).onConflict((conflict) => conflict.column('_id').doUpdateSet({ viewId })).execute();
    },
  };
}
