import type { KeyboardEvent } from 'react';
import type { EditorProps } from '../registry/EditorProps.js';
import { getInputText } from './getInputText.js';

/** Long text: a textarea where Enter starts a new line and Ctrl/⌘+Enter saves the row. */
export function TextareaEditor({ field, value, onChange, inputProps }: EditorProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A plain Enter belongs to the text; the row's keys are Escape and Enter with Ctrl or ⌘.
    if (event.key === 'Enter' && !(event.ctrlKey || event.metaKey)) return;
    inputProps.onKeyDown(event);
  };
  return (
    <textarea
      {...inputProps}
      onKeyDown={onKeyDown}
      className="input grid-editor-textarea"
      rows={3}
      value={getInputText(value)}
      maxLength={typeof field.schema.maxLength === 'number' ? field.schema.maxLength : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
