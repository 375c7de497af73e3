import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import type { UseGridBulkResult } from './useGridBulk.js';

export interface GridBulkBarProps {
  readonly bulk: UseGridBulkResult;
  /** How many rows the list's filters select (its itemsCount). */
  readonly itemsCount: number;
  readonly title: string;
}

/**
 * The bulk toolbar, once rows are ticked: how many, «Seleccionar los N resultados» when the whole page is ticked and
 * the list has more, «Quitar la selección», and a button per bulk action the user may run (each opens its preview).
 */
export function GridBulkBar({ bulk, itemsCount, title }: GridBulkBarProps) {
  const messages = useMessages();
  if (bulk.count === 0) return null;
  return (
    <div className="grid-bulk" role="toolbar" aria-label={`${messages.bulkToolbar}: ${title}`}>
      <span className="grid-bulk-count" role="status">
        {bulk.all ? formatMessage(messages.bulkAllSelected, { count: itemsCount }) : formatMessage(messages.bulkSelected, { count: bulk.count })}
      </span>
      {!bulk.all && bulk.pageSelected && itemsCount > bulk.pageIds.length ? (
        <button type="button" className="button button--link" onClick={bulk.selectAll}>
          {formatMessage(messages.bulkSelectAll, { count: itemsCount })}
        </button>
      ) : null}
      <button type="button" className="button button--link" onClick={bulk.clear}>
        {messages.bulkClear}
      </button>
      {bulk.actions.map((action) => (
        <button key={`${action.action}:${action.field?.name ?? ''}`} type="button" className={action.action === 'delete' ? 'button button--danger' : 'button'} onClick={() => void bulk.preview(action)}>
          {action.label}
        </button>
      ))}
    </div>
  );
}
