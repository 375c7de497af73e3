import type { ColumnDefinition } from '../../shared/index.js';
import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';

export interface GridHiddenFiltersProps {
  readonly columns: readonly ColumnDefinition[];
  readonly onClear: () => void;
  readonly onShow: () => void;
}

/** Says which hidden columns still filter the list, with a way to clear their filters or show them again. */
export function GridHiddenFilters({ columns, onClear, onShow }: GridHiddenFiltersProps) {
  const messages = useMessages();
  if (columns.length === 0) return null;
  return (
    <div className="grid-hidden-filters" role="status">
      <span>{formatMessage(messages.hiddenFilters, { names: columns.map((column) => `«${column.title}»`).join(', ') })}</span>
      <button type="button" className="button button--secondary" onClick={onClear}>
        {messages.hiddenFiltersClear}
      </button>
      <button type="button" className="button button--secondary" onClick={onShow}>
        {messages.hiddenFiltersShow}
      </button>
    </div>
  );
}
