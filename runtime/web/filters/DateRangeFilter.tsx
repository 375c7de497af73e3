import { useMessages } from '../context/index.js';
import type { MessageKey } from '../i18n/index.js';
import { DATE_RANGE_PRESETS } from './getDateRangePreset.js';
import type { DateRangePresetName } from './getDateRangePreset.js';
import type { FilterProps } from './FilterProps.js';
import { CUSTOM_RANGE, useDateRangeFilter } from './useDateRangeFilter.js';

const presetLabels: Readonly<Record<DateRangePresetName, MessageKey>> = {
  today: 'dateRangeToday',
  yesterday: 'dateRangeYesterday',
  last7Days: 'dateRangeLast7Days',
  last30Days: 'dateRangeLast30Days',
  thisMonth: 'dateRangeThisMonth',
  lastMonth: 'dateRangeLastMonth',
};

/** A preset select (Hoy … Último mes) and Desde/Hasta day inputs; the request gets the local midnights. */
export function DateRangeFilter({ column, value, onChange }: FilterProps) {
  const messages = useMessages();
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
      <label className="date-range-bound">
        <span>{messages.dateRangeFrom}</span>
        <input
          type="date"
          className="grid-filter-input"
          value={fromDay}
          max={toDay || undefined}
          onChange={(event) => setFromDay(event.target.value)}
        />
      </label>
      <label className="date-range-bound">
        <span>{messages.dateRangeTo}</span>
        <input
          type="date"
          className="grid-filter-input"
          value={toDay}
          min={fromDay || undefined}
          onChange={(event) => setToDay(event.target.value)}
        />
      </label>
    </div>
  );
}
