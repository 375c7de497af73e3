import type { WidgetProps } from '@rjsf/utils';
import { DateField } from './DateField.js';

/**
 * A date-time string (ui:widget `dateTime`, the default of `format: date-time`): the app's DateField with a time, typed
 * `dd/mm/aaaa hh:mm` or its day picked in the Spanish calendar, in place of the browser's native (US-format) input. The
 * value is the ISO instant of the local time typed.
 */
export function DateTimeWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, required, placeholder, autofocus }: WidgetProps) {
  return (
    <DateField
      id={id}
      value={value}
      onChange={onChange}
      withTime
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
