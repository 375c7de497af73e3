import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { useAdmin } from '../context/index.js';
import { useDateInput } from './useDateInput.js';

// react-day-picker and date-fns load with the first calendar opened, not with every form.
const DateCalendar = lazy(() => import('./DateCalendar.js'));
import './formWidgets.css';

/**
 * A 'YYYY-MM-DD' string (ui:widget `date`): a text input showing the day, a Spanish calendar opened from it
 * (or from its button), and a clear button. The value is the local calendar day, never shifted by the time zone.
 */
export function DateWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, required, placeholder, autofocus }: WidgetProps) {
  const { messages, app } = useAdmin();
  const date = useDateInput({ value, onChange });
  const locked = disabled || readonly;
  const calendarId = `${id}__calendar`;
  const english = app.locale.toLowerCase().split('-')[0] === 'en';

  return (
    <div className="widget-date" ref={date.rootRef}>
      <div className="widget-date-row">
        <input
          id={id}
          type="text"
          className="form-control widget-date-input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder || messages.datePlaceholder}
          value={date.text}
          required={required}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          aria-invalid={date.isInvalid || undefined}
          aria-haspopup="dialog"
          aria-expanded={date.isOpen}
          aria-controls={date.isOpen ? calendarId : undefined}
          onClick={() => !locked && date.open()}
          onChange={(event) => date.type(event.target.value)}
          onFocus={() => onFocus(id, value)}
          onBlur={() => {
            date.blur();
            onBlur(id, value);
          }}
        />
        <button type="button" className="button button--small" disabled={locked} aria-label={messages.dateOpen} onClick={date.toggle}>
          <CalendarIcon />
        </button>
        <button type="button" className="button button--small" disabled={locked || !value} onClick={date.clear}>
          {messages.formClear}
        </button>
      </div>
      {date.isInvalid ? <p className="widget-date-hint">{messages.dateInvalid}</p> : null}
      {date.isOpen && !locked ? (
        <div className="widget-date-popover" id={calendarId} role="dialog" aria-label={messages.formSelectDate}>
          <Suspense fallback={<p className="page-status">{messages.loading}</p>}>
            <DateCalendar selected={date.selected} onSelect={date.pick} english={english} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/** A calendar outline drawn in the text colour (an emoji depends on the system's fonts). */
function CalendarIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
    >
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
    </svg>
  );
}
