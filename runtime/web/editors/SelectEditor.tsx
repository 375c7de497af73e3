import type { EditorProps } from '../registry/EditorProps.js';

/** A select of the column's options (the field's listed values), with an empty choice; the value keeps its JSON type. */
export function SelectEditor({ options, value, onChange, inputProps }: EditorProps) {
  const index = options.findIndex((option) => option.value === value);
  return (
    <select
      {...inputProps}
      className="input"
      value={index === -1 ? '' : String(index)}
      onChange={(event) => onChange(event.target.value === '' ? '' : options[Number(event.target.value)]?.value)}
    >
      <option value="" />
      {options.map((option, at) => (
        <option key={String(option.value)} value={String(at)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
