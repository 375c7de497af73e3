import { DayPicker } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

export interface DateCalendarProps {
  readonly selected: Date | undefined;
  readonly onSelect: (date: Date) => void;
  /** English month and weekday names; Spanish otherwise. */
  readonly english: boolean;
}

/** The date widget's month calendar (react-day-picker), in its own chunk: it loads when a calendar first opens. */
export default function DateCalendar({ selected, onSelect, english }: DateCalendarProps) {
  return (
    <DayPicker
      mode="single"
      // Clicking the chosen day again keeps it (the clear button is how a value goes).
      required
      locale={english ? enUS : es}
      selected={selected}
      defaultMonth={selected}
      onSelect={onSelect}
      captionLayout="dropdown"
      startMonth={new Date(1990, 0)}
      endMonth={new Date(new Date().getFullYear() + 15, 11)}
    />
  );
}
