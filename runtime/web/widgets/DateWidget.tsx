import type { WidgetProps } from '@rjsf/utils';
import { DateField } from './DateField.js';

/**
 * A 'YYYY-MM-DD' string (ui:widget `date`): the app's DateField (text input, Spanish calendar, clear button).
 * The value is the local calendar day, never shifted by the time zone.
 */
export function DateWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, required, placeholder, autofocus }: WidgetProps) {
  return (
    <DateField
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      readonly={readonly}
      required={required}
      placeholder={placeholder}
      autofocus={autofocus}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
