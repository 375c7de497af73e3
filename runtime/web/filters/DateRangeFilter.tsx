import { useId } from 'react';
import { useMessages } from '../context/index.js';
import type { MessageKey } from '../i18n/index.js';
import { DateField } from '../widgets/DateField.js';
import { DATE_RANGE_PRESETS } from './getDateRangePreset.js';
import type { DateRangePresetName } from './getDateRangePreset.js';
import type { FilterProps } from '../registry/FilterProps.js';
import { CUSTOM_RANGE, useDateRangeFilter } from './useDateRangeFilter.js';

const presetLabels: Readonly<Record<DateRangePresetName, MessageKey>> = {
  today: 'dateRangeToday',
  yesterday: 'dateRangeYesterday',
  last7Days: 'dateRangeLast7Days',
  last30Days: 'dateRangeLast30Days',
  thisMonth: 'dateRangeThisMonth',
  lastMonth: 'dateRangeLastMonth',
};

/**
 * A preset select (Hoy … Último mes) and Desde/Hasta days, each the forms' DateField with its Spanish calendar
 * (never a native date input, which follows the browser's language); the request gets the local midnights.
 */
export function DateRangeFilter({ column, value, onChange }: FilterProps) {
  const messages = useMessages();
  const id = useId();
  const { selected, fromDay, toDay, selectPreset, setFromDay, setToDay } = useDateRangeFilter(value, onChange);
  return (
    <div className="date-range-filter">
      <select
        className="grid-filter-input"
        aria-label={column.title}
        value={selected}
        onChange={(event) => selectPreset(event.target.value)}
      >
        <option value="">{messages.filterAll}</option>
        {DATE_RANGE_PRESETS.map((name) => (
          <option key={name} value={name}>
            {messages[presetLabels[name]]}
          </option>
        ))}
        {selected === CUSTOM_RANGE ? (
          <option value={CUSTOM_RANGE} disabled>
            {messages.dateRangeCustom}
          </option>
        ) : null}
      </select>
      <DateField
        id={`${id}from`}
        label={`${column.title} ${messages.dateRangeFrom.toLowerCase()}`}
        value={fromDay}
        onChange={(day) => setFromDay(day ?? '')}
        clearable={false}
        floating
        inputClassName="grid-filter-input date-range-input"
        placeholder={messages.dateRangeFrom}
      />
      <DateField
        id={`${id}to`}
        label={`${column.title} ${messages.dateRangeTo.toLowerCase()}`}
        value={toDay}
        onChange={(day) => setToDay(day ?? '')}
        clearable={false}
        floating
        inputClassName="grid-filter-input date-range-input"
        placeholder={messages.dateRangeTo}
      />
    </div>
  );
}
