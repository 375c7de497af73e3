import type { EditorProps } from '../registry/EditorProps.js';
import { getInputText } from './getInputText.js';

/** A one-line text input, bounded by the field's maxLength. */
export function TextEditor({ field, value, onChange, inputProps }: EditorProps) {
  return (
    <input
      {...inputProps}
      type="text"
      className="input"
      value={getInputText(value)}
      maxLength={typeof field.schema.maxLength === 'number' ? field.schema.maxLength : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
