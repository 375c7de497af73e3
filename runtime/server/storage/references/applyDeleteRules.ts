import type { Kysely, Transaction } from 'kysely';
import { getCountedLabel } from '../../../shared/index.js';
import type { EntityDefinition, ReferenceDefinition } from '../../../shared/index.js';
import { HttpError } from '../../http/HttpError.js';
import { messages } from '../../messages.js';
import type { EntityRegistry } from '../../model/index.js';
import { chunk } from '../common/chunk.js';
import { closePositionGap } from '../rows/closePositionGap.js';
import type { StoreSchema } from '../Database.js';
import type { StoreEngine } from '../StoreEngine.js';
import { getNextPosition } from '../rows/getNextPosition.js';
import { getReferencingIdsQuery } from './getReferencingIdsQuery.js';
import { getScopeCondition, getScopeValues, lockScope } from '../rows/lockScope.js';
import { fromStoredValue } from '../rows/readRow.js';
import { toStoredValue } from '../rows/writeRow.js';
import type { DeleteBlocker, DeleteEffect, DeleteImpact, ExpectedVersions } from '../../../shared/index.js';
import { assertRowVersion } from '../rows/rowVersion.js';

const IN_LIST_SIZE = 500;

type StoredRow = Record<string, unknown>;

export interface DeleteRulesResult {
  /** Rows deleted per entity name, the given rows included (fewer than given when some were already gone). */
  readonly deleted: ReadonlyMap<string, number>;
  /** Rows whose reference was cleared, per entity name. */
  readonly cleared: ReadonlyMap<string, number>;
  /** Every deleted row as it was stored, the given ones first (the audit log writes one entry for each). */
  readonly deletedRows: readonly { readonly entity: EntityDefinition; readonly row: StoredRow }[];
  /** Every row a setNull rule changed, as stored before and after the delete. */
  readonly clearedRows: readonly { readonly entity: EntityDefinition; readonly before: StoredRow; readonly after: StoredRow }[];
}

/** Rows of one entity, by id. */
interface RowSet {
  readonly entity: EntityDefinition;
  readonly rows: Map<string, StoredRow>;
}

/** Rows of `entity` pointing at the doomed rows through `field` that a setNull rule will clear. */
interface ClearPlan {
  readonly entity: EntityDefinition;
  readonly field: string;
  readonly rows: StoredRow[];
  /** A `many` reference: the doomed ids to take out of each row's array (the field is rewritten, not cleared). */
  readonly remove: ReadonlySet<string> | null;
}

/**
 * Deletes the rows of `entity` with these ids and applies every onDelete rule that points at them, recursively:
 * cascade deletes the referencing rows too, setNull clears their field, and any restrict with a surviving
 * referencing row refuses the whole delete with a 409 before anything changes. Positions are kept 1..n in every
 * scope that lost rows. With `expected`, a given row at another version throws StaleVersionError before anything
 * changes. Run inside the caller's transaction; ids that no longer exist are skipped (see `deleted`).
 */
export async function applyDeleteRules(
  trx: Transaction<StoreSchema>,
  engine: StoreEngine,
  registry: EntityRegistry,
  entity: EntityDefinition,
  ids: readonly string[],
  expected?: ExpectedVersions,
): Promise<DeleteRulesResult> {
  const selectRoots = (lock: boolean) => selectByIds(trx, engine, entity, ids, lock);
  let plan = await planDelete(trx, engine, registry, entity, await selectRoots(false), false);
  if (engine.concurrentWriters) {
    // Every writer takes advisory scope locks before row locks (creates lock their scope, then the row they
    // refer to): plan without row locks, lock the scopes the plan touches in one sorted pass, then plan again
    // locking the rows, the given ones first, until no new scope shows up.
    const locked = new Set<string>();
    for (;;) {
      const missing = [...plan.scopes.keys()].filter((key) => !locked.has(key)).sort();
      for (const key of missing) {
        const target = plan.scopes.get(key)!;
        await lockScope(trx, engine.dialect, target.entity, target.scope);
        locked.add(key);
      }
      plan = await planDelete(trx, engine, registry, entity, await selectRoots(true), true);
      if ([...plan.scopes.keys()].every((key) => locked.has(key))) break;
    }
  }
  // The given rows as locked: one at another version than the request named stops the delete first.
  for (const row of plan.doomed.get(entity.entity)?.rows.values() ?? []) if (ids.includes(String(row._id))) assertRowVersion(row, expected);
  if (plan.blockers.length > 0) throw toRestrictError(plan.blockers);

  const cleared = new Map<string, number>();
  for (const clear of plan.clears) {
    await clearReferences(trx, engine, clear);
    cleared.set(clear.entity.entity, (cleared.get(clear.entity.entity) ?? 0) + clear.rows.length);
  }
  const deleted = new Map<string, number>();
  for (const set of plan.doomed.values()) {
    for (const part of chunk([...set.rows.keys()], IN_LIST_SIZE)) await trx.deleteFrom(set.entity.table).where('_id', 'in', part).execute();
    deleted.set(set.entity.entity, (deleted.get(set.entity.entity) ?? 0) + set.rows.size);
  }
  for (const removal of plan.removals.values()) await closeGaps(trx, removal.entity, removal.scope, removal.positions);
  const deletedRows = [...plan.doomed.values()].flatMap((set) => [...set.rows.values()].map((row) => ({ entity: set.entity, row })));
  return { deleted, cleared, deletedRows, clearedRows: await readCleared(trx, plan.clears) };
}

/**
 * The same plan `applyDeleteRules` follows, read without locks and without changing anything: the rows each cascade
 * would delete, the rows each setNull would rewrite, and the restrict refusal with its Spanish text.
 */
export async function getDeleteImpact(db: Kysely<StoreSchema>, engine: StoreEngine, registry: EntityRegistry, entity: EntityDefinition, ids: readonly string[]): Promise<DeleteImpact> {
  const plan = await planDelete(db, engine, registry, entity, await selectByIds(db, engine, entity, ids, false), false);
  const effects: DeleteEffect[] = [];
  const asked = new Set(ids);
  for (const set of plan.doomed.values()) {
    // The rows asked for are the delete itself; a self-reference's cascade (subtree) counts the rest.
    const count = [...set.rows.keys()].filter((id) => set.entity !== entity || !asked.has(id)).length;
    if (count > 0) effects.push({ entity: set.entity.entity, field: null, rule: 'cascade', count });
  }
  for (const clear of plan.clears) {
    const known = effects.find((effect) => effect.rule === 'setNull' && effect.entity === clear.entity.entity && effect.field === clear.field);
    if (known) effects.splice(effects.indexOf(known), 1, { ...known, count: known.count + clear.rows.length });
    else effects.push({ entity: clear.entity.entity, field: clear.field, rule: 'setNull', count: clear.rows.length });
  }
  if (plan.blockers.length === 0) return { effects, refused: null };
  const refusal = toRestrictError(plan.blockers);
  return { effects, refused: { error: refusal.message, details: (refusal.details ?? []) as DeleteBlocker[] } };
}

/** The cleared rows before (as planned) and after (read back once every rule and gap closing is done), one per row. */
async function readCleared(trx: Transaction<StoreSchema>, clears: readonly ClearPlan[]): Promise<DeleteRulesResult['clearedRows']> {
  const sets = new Map<string, RowSet>();
  for (const clear of clears) {
    const set = sets.get(clear.entity.entity) ?? { entity: clear.entity, rows: new Map<string, StoredRow>() };
    sets.set(clear.entity.entity, set);
    for (const row of clear.rows) if (!set.rows.has(String(row._id))) set.rows.set(String(row._id), row);
  }
  const result: { entity: EntityDefinition; before: StoredRow; after: StoredRow }[] = [];
  for (const { entity, rows } of sets.values()) {
    const afters = new Map<string, StoredRow>();
    for (const part of chunk([...rows.keys()], IN_LIST_SIZE)) {
      for (const row of await trx.selectFrom(entity.table).selectAll().where('_id', 'in', part).execute()) afters.set(String(row._id), row);
    }
    for (const [id, before] of rows) {
      const after = afters.get(id);
      if (after) result.push({ entity, before, after });
    }
  }
  return result;
}

interface Blocker {
  readonly entity: EntityDefinition;
  readonly field: string;
  count: number;
  deep: boolean;
}

/** What a delete would do: the rows it removes, the rules that refuse it, the fields it clears, the scopes it touches. */
interface DeletePlan {
  readonly doomed: ReadonlyMap<string, RowSet>;
  readonly blockers: readonly Blocker[];
  readonly clears: readonly ClearPlan[];
  /** Positions leaving each scope, by scope key. */
  readonly removals: ReadonlyMap<string, { entity: EntityDefinition; scope: unknown[]; positions: number[] }>;
  /** Every scope that loses or gains rows, by scope key. */
  readonly scopes: ReadonlyMap<string, { entity: EntityDefinition; scope: unknown[] }>;
}

async function planDelete(
  trx: Kysely<StoreSchema>,
  engine: StoreEngine,
  registry: EntityRegistry,
  entity: EntityDefinition,
  rows: readonly StoredRow[],
  lockRows: boolean,
): Promise<DeletePlan> {
  const doomed = new Map<string, RowSet>();
  const add = (owner: EntityDefinition, found: readonly StoredRow[]): string[] => {
    const set = doomed.get(owner.entity) ?? { entity: owner, rows: new Map<string, StoredRow>() };
    doomed.set(owner.entity, set);
    const added: string[] = [];
    for (const row of found) {
      const id = String(row._id);
      if (set.rows.has(id)) continue;
      set.rows.set(id, row);
      added.push(id);
    }
    return added;
  };

  // Cascades first, to a fixed point: which rows go is known before any rule is judged.
  const rootIds = new Set(rows.map((row) => String(row._id)));
  const queue: { entity: EntityDefinition; ids: string[] }[] = [{ entity, ids: add(entity, rows) }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const { entity: owner, reference } of registry.getIncomingReferences(next.entity.entity)) {
      if (reference.onDelete !== 'cascade') continue;
      const found = await selectReferencing(trx, engine, owner, reference, next.ids, lockRows);
      const added = add(owner, found);
      if (added.length > 0) queue.push({ entity: owner, ids: added });
    }
  }

  // Restrict and setNull judge only the rows that survive the delete.
  const blockers: Blocker[] = [];
  const clears: ClearPlan[] = [];
  for (const set of doomed.values()) {
    const ids = [...set.rows.keys()];
    for (const { entity: owner, reference } of registry.getIncomingReferences(set.entity.entity)) {
      if (reference.onDelete === 'cascade') continue;
      // New references cannot appear meanwhile (creates lock the referenced row), so a restrict only counts.
      const lock = lockRows && reference.onDelete === 'setNull';
      const survivors = (await selectReferencing(trx, engine, owner, reference, ids, lock)).filter(
        (row) => !doomed.get(owner.entity)?.rows.has(String(row._id)),
      );
      if (survivors.length === 0) continue;
      if (reference.onDelete === 'restrict') {
        // Deep: the survivors point at rows the delete would cascade to, not at the rows asked for.
        const deep = set.entity !== entity || survivors.some((row) => !getReferencedIds(reference, row).some((id) => rootIds.has(id)));
        const known = blockers.find((blocker) => blocker.entity === owner && blocker.field === reference.field);
        if (known) {
          known.count += survivors.length;
          known.deep ||= deep;
        } else blockers.push({ entity: owner, field: reference.field, count: survivors.length, deep });
      } else {
        clears.push({ entity: owner, field: reference.field, rows: survivors, remove: reference.many ? new Set(ids) : null });
      }
    }
  }

  const removals = new Map<string, { entity: EntityDefinition; scope: unknown[]; positions: number[] }>();
  const scopes = new Map<string, { entity: EntityDefinition; scope: unknown[] }>();
  const addRemoval = (owner: EntityDefinition, row: StoredRow) => {
    if (!owner.ordering) return;
    const scope = getScopeValues(owner, row);
    const key = getScopeKey(owner, scope);
    const removal = removals.get(key) ?? { entity: owner, scope, positions: [] };
    removal.positions.push(Number(row[owner.ordering.field]));
    removals.set(key, removal);
    scopes.set(key, { entity: owner, scope });
  };
  for (const set of doomed.values()) for (const row of set.rows.values()) addRemoval(set.entity, row);
  for (const clear of clears) {
    if (clear.remove || !clear.entity.ordering?.scope.includes(clear.field)) continue;
    for (const row of clear.rows) {
      addRemoval(clear.entity, row);
      const scope = getScopeValues(clear.entity, { ...row, [clear.field]: null });
      scopes.set(getScopeKey(clear.entity, scope), { entity: clear.entity, scope });
    }
  }
  return { doomed, blockers, clears, removals, scopes };
}

async function selectByIds(
  trx: Kysely<StoreSchema>,
  engine: StoreEngine,
  entity: EntityDefinition,
  ids: readonly string[],
  lock: boolean,
): Promise<StoredRow[]> {
  return selectReferencing(trx, engine, entity, { field: '_id', many: false }, ids, lock);
}

/**
 * Rows of `owner` whose reference field holds one of `ids` (for a `many` reference, whose array contains one);
 * with `lock`, locked on PostgreSQL so they cannot change until commit.
 */
async function selectReferencing(
  trx: Kysely<StoreSchema>,
  engine: StoreEngine,
  owner: EntityDefinition,
  reference: Pick<ReferenceDefinition, 'field' | 'many'>,
  ids: readonly string[],
  lock: boolean,
): Promise<StoredRow[]> {
  const field = reference.field;
  const found: StoredRow[] = [];
  if (reference.many) {
    // The link table the database keeps beside each array finds the rows by index; JS keeps the exact ones.
    const wanted = new Set(ids);
    const seen = new Set<string>();
    for (const part of chunk(ids, IN_LIST_SIZE)) {
      const rows = await trx
        .selectFrom(owner.table)
        .selectAll()
        .where('_id', 'in', getReferencingIdsQuery(trx, owner, reference, part))
        .orderBy('_id')
        .$call((query) => (lock ? engine.forUpdate(query) : query))
        .execute();
      for (const row of rows) {
        const id = String(row._id);
        if (seen.has(id) || !getReferencedIds(reference, row).some((value) => wanted.has(value))) continue;
        seen.add(id);
        found.push(row);
      }
    }
    return found;
  }
  for (const part of chunk(ids, IN_LIST_SIZE)) {
    const rows = await trx
      .selectFrom(owner.table)
      .selectAll()
      .where(field, 'in', part)
      .orderBy('_id')
      .$call((query) => (lock ? engine.forUpdate(query) : query))
      .execute();
    found.push(...rows);
  }
  return found;
}

/** The ids a stored row's reference field holds: the array of a `many` reference, else the one value. */
function getReferencedIds(reference: Pick<ReferenceDefinition, 'field' | 'many'>, row: StoredRow): string[] {
  const value = reference.many ? fromStoredValue('json', row[reference.field]) : row[reference.field];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map(String) : reference.many ? [] : [String(value)];
}

/**
 * Sets the field to NULL (a `many` reference: takes the doomed ids out of its array); a row whose ordering scope
 * changes that way joins the end of its new scope.
 */
async function clearReferences(trx: Transaction<StoreSchema>, engine: StoreEngine, clear: ClearPlan): Promise<void> {
  const remove = clear.remove;
  if (remove) {
    for (const row of clear.rows) {
      const kept = getReferencedIds({ field: clear.field, many: true }, row).filter((id) => !remove.has(id));
      await trx.updateTable(clear.entity.table).set({ [clear.field]: toStoredValue(engine.dialect, 'json', kept) }).where('_id', '=', String(row._id)).execute();
    }
    return;
  }
  const ordering = clear.entity.ordering;
  if (!ordering?.scope.includes(clear.field)) {
    const ids = clear.rows.map((row) => String(row._id));
    for (const part of chunk(ids, IN_LIST_SIZE)) await trx.updateTable(clear.entity.table).set({ [clear.field]: null }).where('_id', 'in', part).execute();
    return;
  }
  // Old order kept: by old scope, then old position.
  const sorted = [...clear.rows].sort(
    (a, b) =>
      JSON.stringify(getScopeValues(clear.entity, a)).localeCompare(JSON.stringify(getScopeValues(clear.entity, b))) ||
      Number(a[ordering.field]) - Number(b[ordering.field]),
  );
  for (const row of sorted) {
    const scope = getScopeValues(clear.entity, { ...row, [clear.field]: null });
    const position = await getNextPosition(trx, clear.entity, scope);
    await trx
      .updateTable(clear.entity.table)
      .set({ [clear.field]: null, [ordering.field]: position })
      .where('_id', '=', String(row._id))
      .execute();
  }
}

/**
 * Closes the gaps the removed positions left, from the largest down (each shift leaves smaller positions
 * untouched); positions above the scope's new maximum need no shift.
 */
async function closeGaps(trx: Transaction<StoreSchema>, entity: EntityDefinition, scope: readonly unknown[], positions: readonly number[]): Promise<void> {
  const field = entity.ordering?.field;
  if (!field) return;
  const top = await trx
    .selectFrom(entity.table)
    .select((eb) => eb.fn.max<number | null>(field).as('max'))
    .where(getScopeCondition(entity, scope))
    .executeTakeFirst();
  const max = Number(top?.max ?? 0);
  for (const position of [...positions].sort((a, b) => b - a)) {
    if (position < max) await closePositionGap(trx, entity, scope, position);
  }
}

function getScopeKey(entity: EntityDefinition, scope: readonly unknown[]): string {
  return `${entity.table}:${JSON.stringify(scope)}`;
}

/** The 409 naming what still refers to the row, e.g. "3 lecciones hacen referencia a este registro". */
function toRestrictError(blockers: readonly Blocker[]): HttpError {
  const describe = (blocker: (typeof blockers)[number]) => getCountedLabel(blocker.count, blocker.entity.label);
  const details: DeleteBlocker[] = blockers.map((blocker) => ({
    entity: blocker.entity.entity,
    field: blocker.field,
    count: blocker.count,
    message: messages.deleteRestricted([describe(blocker)], blocker.count, blocker.deep),
  }));
  const parts = blockers.map(describe);
  const total = blockers.reduce((sum, blocker) => sum + blocker.count, 0);
  return new HttpError(409, messages.deleteRestricted(parts, total, blockers.some((blocker) => blocker.deep)), undefined, details);
}
