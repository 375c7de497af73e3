import type { EntityDefinition, ListSpec } from '../../shared/index.js';
import { toListFilter } from '../filters/index.js';
import { HttpError } from '../http/HttpError.js';
import { getListQuery } from '../http/getListQuery.js';
import { toFieldValue } from '../model/index.js';
import { readAsScan, type ListReader, type ListScope, type Store } from '../storage/index.js';

/** Ids read per list page while collecting a `where` selection. */
const SELECTION_PAGE_ROWS = 2000;

export interface BulkSelection {
  readonly ids?: readonly string[];
  /** The list's query parameters, validated and typed by the list's own schema. */
  readonly where?: Readonly<Record<string, unknown>>;
}

/**
 * The ids a bulk action acts on, fixed when it starts: the named ones the user's row filters reach (an id out of reach
 * stays in, and is judged gone, as a missing one), or every row the list answers for `where` — the list endpoint's own
 * reader, so filters, tabs, search and row filters select alike — read page after page by keyset.
 */
export async function readBulkSelection(options: {
  readonly entity: EntityDefinition;
  readonly spec: ListSpec;
  readonly read: ListReader;
  readonly store: Store;
  readonly scope: ListScope;
  readonly selection: BulkSelection;
}): Promise<string[]> {
  const { entity, spec, read, store, scope, selection } = options;
  if (selection.ids) {
    if ('rows' in scope && scope.rows === null) return [...selection.ids];
    const reached: string[] = [];
    for (const id of selection.ids) {
      try {
        await store.find(entity, id, scope);
        reached.push(id);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
    }
    return reached;
  }
  const where = selection.where ?? {};
  const query = getListQuery(spec, where);
  const filters = query.filters.map(({ name, field, filter, value }) => toListFilter(name, field, filter, value));
  const others = query.others.map((other) => ({ field: other.field, values: other.values.map((value) => toFieldValue(other.field, value)).filter((value) => value !== undefined) }));
  const ids: string[] = [];
  let after: string | undefined;
  let count: number | undefined;
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await readAsScan(() => read({ ...query, path: {}, owners: where, filters, others, scope, pageIndex, pageSize: SELECTION_PAGE_ROWS, after, before: undefined, count }));
    count = page.count;
    for (const row of page.rows) ids.push(String(row._id));
    if (page.rows.length < SELECTION_PAGE_ROWS) return ids;
    after = ids[ids.length - 1];
  }
}
