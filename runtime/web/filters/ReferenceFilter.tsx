import { useId } from 'react';
import { useMessages } from '../context/index.js';
import { LazyLookupSelect, useLookupMenu, useReferenceChoice } from '../references/index.js';
import type { FilterProps } from '../registry/FilterProps.js';

/** The reference's searchable select (the lookup's pages, more on scroll); sends the chosen row's id, nothing when cleared (Todos). */
export function ReferenceFilter({ entity, column, value, onChange }: FilterProps) {
  if (entity === undefined) throw new Error(`The reference filter of "${column.field}" needs the grid's entity.`);
  return <ReferenceFilterSelect entity={entity} column={column} value={value} onChange={onChange} />;
}

function ReferenceFilterSelect({ entity, column, value, onChange }: Pick<FilterProps, 'column' | 'value' | 'onChange'> & { readonly entity: string }) {
  const messages = useMessages();
  const inputId = useId();
  const menu = useLookupMenu({ entity, field: column.field });
  const choice = useReferenceChoice(entity, column.field, value === '' ? null : value);
  return (
    <LazyLookupSelect
      inputId={inputId}
      className="grid-filter-input lookup-select--compact"
      label={column.title}
      // Nothing chosen filters nothing: the placeholder says so, as the other filters' first choice does.
      placeholder={messages.filterAll}
      menu={menu}
      value={choice.selected}
      onChange={(picked) => onChange(choice.pick(picked) ?? '')}
    />
  );
}
