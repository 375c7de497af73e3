import { formatLabel } from '../../shared/index.js';
import type { DateDisplay, EntityDefinition, ListResponse } from '../../shared/index.js';
import type { GridRow } from '../api/index.js';
import type { LookupChoice } from './LookupChoice.js';
import type { ReferenceSource } from './getReferenceSource.js';

/** The list request of a picker over a list's rows: its first `pageSize` rows, the text sent to the display field's filter, sorted by it when a grid does. */
export function getListQuery(source: ReferenceSource, text: string, pageSize: number): Record<string, string> {
  const query: Record<string, string> = { pageIndex: '1', pageSize: String(pageSize) };
  const typed = text.trim();
  if (source.searchField && typed !== '') query[source.searchField] = typed;
  if (source.sortable) Object.assign(query, { sortField: source.display, sortOrder: 'asc' });
  return query;
}

/**
 * A list's rows as choices that keep their row (a child line copies from it); a list without a text filter on the
 * display field is matched here. A body that is not a list (a misconfigured endpoint) offers nothing.
 */
export function getListChoices(response: ListResponse<GridRow> | null | undefined, source: ReferenceSource, text: string, dateDisplay: DateDisplay): LookupChoice[] {
  const rows = Array.isArray(response?.data) ? response.data : [];
  const choices = rows.map((row) => ({ value: String(row._id), label: getRowLabel(row, source.entity, source.display, dateDisplay), row }));
  const typed = text.trim();
  if (source.searchField || typed === '') return choices;
  const needle = typed.toLocaleLowerCase();
  return choices.filter((choice) => choice.label.toLocaleLowerCase().includes(needle));
}

/** A row's label: its display field or filled label template (dates as the site shows them), else its id. */
export function getRowLabel(row: GridRow, entity: EntityDefinition, display: string, dateDisplay: DateDisplay): string {
  const label = formatLabel(display, entity, row, dateDisplay);
  return label === null || label === '' ? String(row._id) : label;
}
