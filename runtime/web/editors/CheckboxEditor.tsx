import type { EditorProps } from './EditorProps.js';

/** A boolean field's checkbox. */
export function CheckboxEditor({ value, onChange, inputProps }: EditorProps) {
  return <input {...inputProps} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />;
}
