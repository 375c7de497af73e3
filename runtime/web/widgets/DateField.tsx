import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useAdmin } from '../context/index.js';
import type { DateDisplay } from '../../shared/index.js';
import { isEnglishLocale } from '../i18n/index.js';
import type { Messages } from '../i18n/index.js';
import { useDateInput } from './useDateInput.js';

// react-day-picker and date-fns load with the first calendar opened, not with every form or grid.
const DateCalendar = lazy(() => import('./DateCalendar.js'));
import './formWidgets.css';

export interface DateFieldProps {
  readonly id: string;
  /** The 'YYYY-MM-DD' day (with `withTime`: the ISO instant), or '' / undefined for none. */
  readonly value: unknown;
  /** A date and time, typed `dd/mm/aaaa hh:mm`; the calendar sets the day and keeps the time. */
  readonly withTime?: boolean | undefined;
  readonly onChange: (value: string | undefined) => void;
  /** The text input's accessible name when no <label for> names it (a grid filter's 'Desde'). */
  readonly label?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly readonly?: boolean | undefined;
  readonly required?: boolean | undefined;
  readonly placeholder?: string | undefined;
  readonly autofocus?: boolean | undefined;
  /** Draws the 'Limpiar' button (forms); a filter clears by emptying the text. */
  readonly clearable?: boolean | undefined;
  /** The calendar floats over the page (position: fixed), so a scrolling grid box does not clip it. */
  readonly floating?: boolean | undefined;
  readonly inputClassName?: string | undefined;
  readonly onFocus?: (() => void) | undefined;
  readonly onBlur?: (() => void) | undefined;
  /** A grid editor's row keys (Enter saves, Escape cancels) and its error's id. */
  readonly onKeyDown?: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
  readonly describedBy?: string | undefined;
  readonly invalid?: boolean | undefined;
}

/** Widest the calendar gets (react-day-picker's month plus padding), to keep a floating one inside a 390 px screen. */
const CALENDAR_WIDTH = 320;

/**
 * The app's one date (and date-time) input: a text input showing the value the Spanish way (`13/12/2026`,
 * `13/12/2026 19:24`) and taking it typed so, a Spanish calendar opened from it (or from its button), Escape or a press
 * outside closing it, a Spanish sentence under it while the text is no date. A day is the local calendar day, never
 * shifted; a date-time is stored as the ISO instant of the local time typed.
 */
export function DateField(props: DateFieldProps) {
  const { id, value, onChange, withTime, label, disabled, readonly, required, placeholder, autofocus, clearable = true, floating } = props;
  const { messages, app } = useAdmin();
  const date = useDateInput({ value, onChange, withTime, dateDisplay: app.dateDisplay });
  const texts = getDateFieldTexts(messages, app.dateDisplay, withTime === true);
  const hintId = `${id}__hint`;
  const describedBy = [props.describedBy, date.isInvalid ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  const locked = disabled || readonly;
  const calendarId = `${id}__calendar`;
  const position = useFloatingPosition(floating === true && date.isOpen, date.rootRef.current);

  return (
    <div className="widget-date" ref={date.rootRef}>
      <div className="widget-date-row">
        <input
          id={id}
          type="text"
          className={props.inputClassName ?? (withTime ? 'form-control widget-date-input widget-date-input--time' : 'form-control widget-date-input')}
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          placeholder={placeholder || texts.placeholder}
          value={date.text}
          required={required}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          aria-invalid={date.isInvalid || props.invalid || undefined}
          aria-describedby={describedBy}
          onKeyDown={props.onKeyDown}
          aria-haspopup="dialog"
          aria-controls={date.isOpen ? calendarId : undefined}
          onClick={() => !locked && date.open()}
          onChange={(event) => date.type(event.target.value)}
          onFocus={props.onFocus}
          onBlur={() => {
            date.blur();
            props.onBlur?.();
          }}
        />
        <button
          type="button"
          className="button button--small"
          disabled={locked}
          aria-label={label ? `${messages.dateOpen}: ${label}` : messages.dateOpen}
          aria-expanded={date.isOpen}
          onClick={date.toggle}
        >
          <CalendarIcon />
        </button>
        {clearable ? (
          <button type="button" className="button button--small" disabled={locked || !value} onClick={date.clear}>
            {messages.formClear}
          </button>
        ) : null}
      </div>
      {date.isInvalid ? (
        <p className="widget-date-hint" id={hintId}>
          {texts.invalid}
        </p>
      ) : null}
      {date.isOpen && !locked ? (
        <div
          className={floating ? 'widget-date-popover widget-date-popover--floating' : 'widget-date-popover'}
          style={position}
          id={calendarId}
          role="dialog"
          aria-label={label ? `${messages.formSelectDate}: ${label}` : messages.formSelectDate}
        >
          <Suspense fallback={<p className="page-status">{messages.loading}</p>}>
            <DateCalendar selected={date.selected} onSelect={date.pick} english={isEnglishLocale(app.locale)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/** Where a floating calendar goes: under its field, moved left so it stays inside the viewport. */
function useFloatingPosition(active: boolean, anchor: HTMLElement | null): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    if (!active || !anchor) {
      setStyle(undefined);
      return;
    }
    const rect = anchor.getBoundingClientRect();
    const left = Math.max(4, Math.min(rect.left, window.innerWidth - CALENDAR_WIDTH - 4));
    setStyle({ position: 'fixed', top: rect.bottom + 4, left, marginTop: 0 });
  }, [active, anchor]);
  return style;
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

/** The placeholder and the sentence under a wrong text, in the form the site shows dates in. */
function getDateFieldTexts(messages: Messages, dateDisplay: DateDisplay, withTime: boolean): { placeholder: string; invalid: string } {
  if (dateDisplay === 'aaaa-mm-dd') {
    return withTime ? { placeholder: messages.dateTimeIsoPlaceholder, invalid: messages.dateTimeIsoInvalid } : { placeholder: messages.dateIsoPlaceholder, invalid: messages.dateIsoInvalid };
  }
  return withTime ? { placeholder: messages.dateTimePlaceholder, invalid: messages.dateTimeInvalid } : { placeholder: messages.datePlaceholder, invalid: messages.dateInvalid };
}
