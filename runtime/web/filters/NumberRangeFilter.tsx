import { useId } from 'react';
import { useAdmin } from '../context/index.js';
import type { FilterProps } from '../registry/FilterProps.js';
import { useNumberRangeFilter } from './useNumberRangeFilter.js';

/**
 * Desde/Hasta boxes over a number column (computed ones too), typed the locale's way (`1.234,56`, `1234,5`); a bound
 * that is no number, or Desde above Hasta, says so beside the boxes and filters nothing until corrected.
 */
export function NumberRangeFilter({ column, value, onChange }: FilterProps) {
  const { app, messages } = useAdmin();
  const id = useId();
  const { fromText, toText, fromError, toError, inverted, setFromText, setToText } = useNumberRangeFilter(value, onChange, app.locale);
  const error = fromError || toError ? messages.numberRangeNotNumber : inverted ? messages.numberRangeInverted : null;
  const errorId = `${id}error`;
  const box = (bound: 'from' | 'to', text: string, invalid: boolean, set: (text: string) => void) => {
    const label = bound === 'from' ? messages.dateRangeFrom : messages.dateRangeTo;
    return (
      <input
        type="text"
        inputMode="decimal"
        className="grid-filter-input number-range-input"
        aria-label={`${column.title} ${label.toLowerCase()}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        placeholder={label}
        value={text}
        onChange={(event) => set(event.target.value)}
      />
    );
  };
  return (
    <div className="number-range-filter">
      {box('from', fromText, fromError !== null || inverted, setFromText)}
      {box('to', toText, toError !== null || inverted, setToText)}
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
