import { useMessages } from '../context/index.js';
import type { FilterProps } from '../registry/FilterProps.js';

/**
 * A select of the filter's options. The option equal to `filter.all` (or a Todos the runtime adds when
 * there is none) means no constraint: choosing it clears the URL value, so nothing is sent.
 */
export function SelectFilter({ column, filter, value, onChange }: FilterProps) {
  const messages = useMessages();
  const all = filter.all === null ? null : String(filter.all);
  const selected = value === '' ? (all ?? '') : value;
  return (
    <select
      className="grid-filter-input"
      aria-label={column.title}
      value={selected}
      onChange={(event) => onChange(event.target.value === all ? '' : event.target.value)}
    >
      {all === null ? <option value="">{messages.filterAll}</option> : null}
      {filter.options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
