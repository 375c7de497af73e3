import type { EntityDefinition } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';
import { formatTemplateLabels, type Store, type StoredRow } from '../storage/index.js';

/** Rows read per page while labelling a table. */
const PAGE_ROWS = 1000;

/**
 * The rows of `target` whose label by the template `display` is one of `labels`, each with its label: the label the
 * grid and the export show (formatTemplateLabels: dates in Spanish, a reference's own label), so an exported cell names
 * its row again. A label made of several formatted fields is no column to look up: the table is read by keyset pages.
 */
export async function findRowsByTemplateLabels(
  store: Store,
  registry: EntityRegistry,
  target: EntityDefinition,
  display: string,
  labels: readonly string[],
): Promise<{ readonly row: StoredRow; readonly label: string }[]> {
  const wanted = new Set(labels);
  const found: { row: StoredRow; label: string }[] = [];
  let after: string | null = null;
  for (;;) {
    const page: StoredRow[] = await store.database.db
      .selectFrom(target.table)
      .selectAll()
      .$if(after !== null, (query) => query.where('_id', '>', after!))
      .orderBy('_id')
      .limit(PAGE_ROWS)
      .execute();
    const pageLabels = await formatTemplateLabels(store.database.db, registry, target, display, page);
    page.forEach((row, index) => {
      const label = pageLabels[index];
      if (label !== null && label !== undefined && wanted.has(label)) found.push({ row, label });
    });
    if (page.length < PAGE_ROWS) return found;
    after = String(page[page.length - 1]!._id);
  }
}
