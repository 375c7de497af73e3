import type { EditorProps } from '../registry/EditorProps.js';

/** A boolean field's checkbox. */
export function CheckboxEditor({ value, onChange, inputProps }: EditorProps) {
  return <input {...inputProps} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />;
}
