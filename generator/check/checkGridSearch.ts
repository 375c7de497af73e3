import { getFieldType, getSearchShortfall, SEARCH_PARAM, SEARCHABLE_FIELDS, type JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import type { GridInput } from '../shared/types.js';

/**
 * A grid's `search`: each a known text field the store can fold and trigram-index, and `q` free on the page URL and
 * the list (no filtered column or tab parameter of that name).
 */
export function checkGridSearch(checker: EntityChecker, at: Segment[], grid: GridInput): void {
  if (!grid.search) return;
  grid.search.forEach((name, i) => {
    if (!checker.checkField([...at, 'search', i], name)) return;
    const schema = checker.schema.fields[name] as JsonSchema;
    const isReference = checker.referenceNames.includes(name);
    const shortfall = getSearchShortfall(name, { schema, reference: isReference ? (getFieldType(schema) === 'array' ? 'many' : 'one') : null });
    if (shortfall) checker.report([...at, 'search', i], `field ${JSON.stringify(name)} ${shortfall}, which a search cannot look in; expected ${SEARCHABLE_FIELDS}`);
  });
  const filtered = grid.columns.some((column) => column.field === SEARCH_PARAM && column.filter !== undefined);
  if (filtered || grid.tabs?.param === SEARCH_PARAM) {
    const what = filtered ? `the filter of field ${JSON.stringify(SEARCH_PARAM)}` : `the tab parameter ${JSON.stringify(SEARCH_PARAM)}`;
    checker.report([...at, 'search'], `the search box's parameter "${SEARCH_PARAM}" is taken by ${what}; expected no "search" on this grid, or another name for that one`);
  }
}
