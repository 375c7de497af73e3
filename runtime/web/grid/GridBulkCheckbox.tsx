import { useEffect, useRef } from 'react';
import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import type { UseGridBulkResult } from './useGridBulk.js';

export interface GridBulkCheckboxProps {
  readonly bulk: UseGridBulkResult;
  /** A row's `_id`; absent: the header's box, which ticks the whole page (mixed when only some rows are ticked). */
  readonly id?: string;
}

/** One box of the bulk selection column: a row's, or the page's in the header. */
export function GridBulkCheckbox({ bulk, id }: GridBulkCheckboxProps) {
  const messages = useMessages();
  const ref = useRef<HTMLInputElement>(null);
  const page = id === undefined;
  const checked = bulk.all || (page ? bulk.pageSelected : bulk.selected.has(id));
  const mixed = page && !checked && bulk.pageIds.some((rowId) => bulk.selected.has(rowId));
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="grid-select"
      checked={checked}
      aria-label={page ? messages.bulkSelectPage : formatMessage(messages.bulkSelectRow, { id })}
      onChange={() => (page ? bulk.togglePage() : bulk.toggle(id))}
    />
  );
}
