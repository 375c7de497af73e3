import { useMessages } from '../context/index.js';
import type { FilterProps } from './FilterProps.js';
import { useReferenceOptions } from './useReferenceOptions.js';

/** A select of the referenced rows by their display field; sends the chosen row's id, nothing for Todos. */
export function ReferenceFilter({ column, filter, value, onChange }: FilterProps) {
  const messages = useMessages();
  const { options, isLoading } = useReferenceOptions(filter, value);
  return (
    <select
      className="grid-filter-input"
      aria-label={column.title}
      aria-busy={isLoading || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{isLoading ? messages.loading : messages.filterAll}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
