import type { GridRow } from '../api/GridRow.js';

/** How the grid reached a page by next or previous: the row of the page before that the list continues from. */
export interface PageCursor {
  /** The list the cursor belongs to (path, filters, sort): another list ignores it. */
  readonly list: string;
  readonly page: number;
  readonly after?: string;
  readonly before?: string;
}

/**
 * The keyset cursor for going from page `from` (showing `rows`) to page `to`: after its last row for the next page,
 * before its first row for the previous one; null for a jump, or without rows with ids to continue from.
 */
export function getPageCursor(list: string, rows: readonly GridRow[], from: number, to: number): PageCursor | null {
  const id = (row: GridRow | undefined) => (typeof row?._id === 'string' ? row._id : null);
  if (to === from + 1) {
    const after = id(rows.at(-1));
    return after === null ? null : { list, page: to, after };
  }
  if (to === from - 1) {
    const before = id(rows[0]);
    return before === null ? null : { list, page: to, before };
  }
  return null;
}

/** The list request's query with the cursor's after/before when it was made for this list and page. */
export function withPageCursor(query: Readonly<Record<string, string>>, list: string, page: number, cursor: PageCursor | null): Readonly<Record<string, string>> {
  if (!cursor || cursor.list !== list || cursor.page !== page) return query;
  return cursor.after !== undefined ? { ...query, after: cursor.after } : cursor.before !== undefined ? { ...query, before: cursor.before } : query;
}
