import { useId } from 'react';
import { useMessages } from '../context/index.js';
import { LazyLookupSelect, useLookupMenu, useReferenceChoice } from '../references/index.js';
import type { EditorProps } from '../registry/EditorProps.js';

/** A single reference's searchable select in a grid edit cell: the lookup's pages, more on scroll; Enter and Escape act on the row once the menu is closed. */
export function ReferenceEditor({ entity, field, value, onChange, inputProps }: EditorProps) {
  if (entity === undefined) throw new Error(`The reference editor of "${field.name}" needs the row's entity.`);
  return <ReferenceEditorSelect entity={entity} field={field} value={value} onChange={onChange} inputProps={inputProps} />;
}

function ReferenceEditorSelect({ entity, field, value, onChange, inputProps }: Omit<EditorProps, 'options'> & { readonly entity: string }) {
  const messages = useMessages();
  const inputId = useId();
  const menu = useLookupMenu({ entity, field: field.name });
  const current = typeof value === 'string' && value !== '' ? value : null;
  const choice = useReferenceChoice(entity, field.name, current);
  return (
    <LazyLookupSelect
      inputId={inputId}
      className="lookup-select--compact"
      label={inputProps['aria-label']}
      placeholder={messages.lookupPlaceholder}
      menu={menu}
      value={choice.selected}
      // Cleared reads like an emptied text input.
      onChange={(picked) => onChange(choice.pick(picked) ?? '')}
      disabled={inputProps.disabled}
      clearable={!field.required}
      invalid={inputProps['aria-invalid']}
      describedBy={inputProps['aria-describedby']}
      onClosedKeyDown={inputProps.onKeyDown}
    />
  );
}
