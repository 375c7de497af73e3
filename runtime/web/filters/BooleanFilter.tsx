import { useMessages } from '../context/index.js';
import type { FilterProps } from '../registry/FilterProps.js';

/** A Todos / Sí / No select: sends `field=true|false`, or nothing for Todos. */
export function BooleanFilter({ column, value, onChange }: FilterProps) {
  const messages = useMessages();
  return (
    <select
      className="grid-filter-input"
      aria-label={column.title}
      value={value === 'true' || value === 'false' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{messages.filterAll}</option>
      <option value="true">{messages.yes}</option>
      <option value="false">{messages.no}</option>
    </select>
  );
}
