import { useId } from 'react';
import { DateField } from '../widgets/DateField.js';
import type { EditorProps } from '../registry/EditorProps.js';
import { getInputText } from './getInputText.js';

/** A `format: date` field: the forms' DateField (Spanish calendar over the grid), holding YYYY-MM-DD with no time zone. */
export function DateEditor({ value, onChange, inputProps }: EditorProps) {
  const id = useId();
  return (
    <DateField
      id={id}
      label={inputProps['aria-label']}
      value={getInputText(value)}
      onChange={(day) => onChange(day ?? '')}
      disabled={inputProps.disabled}
      invalid={inputProps['aria-invalid']}
      describedBy={inputProps['aria-describedby']}
      onKeyDown={inputProps.onKeyDown}
      clearable={false}
      floating
      inputClassName="input date-editor-input"
    />
  );
}
