import type { EditorProps } from './EditorProps.js';
import { getInputText } from './getInputText.js';

/** A `format: date` field: the browser's date input, holding YYYY-MM-DD with no time zone. */
export function DateEditor({ value, onChange, inputProps }: EditorProps) {
  return <input {...inputProps} type="date" className="input" value={getInputText(value)} onChange={(event) => onChange(event.target.value)} />;
}
