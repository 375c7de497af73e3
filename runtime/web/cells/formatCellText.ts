import type { CellKind, DateDisplay, FieldDefinition, OptionDefinition } from '../../shared/index.js';
import { formatDate, formatFieldNumber, formatMoney, type Messages } from '../i18n/index.js';
import { formatChangeValue } from './formatChangeValue.js';
import { getHtmlText } from './getHtmlText.js';

/** What drawing a value as text needs besides the value: the catalog, the number locale and the site's date display. */
export interface CellTextContext {
  readonly messages: Messages;
  readonly locale: string;
  readonly dateDisplay: DateDisplay;
}

/** The column facts a value is drawn with: its cell kind, its options (enum), the reference's stored label(s). */
export interface CellTextColumn {
  readonly cell: CellKind;
  readonly options: readonly OptionDefinition[];
}

/**
 * A value as its cell kind draws it, in words: Sí/No, a date or date-time in the site's display, a number with the
 * locale's grouping, an amount with two decimals, an option's title, a reference's label ('-' without one, as the
 * reference cell draws it), a rich text's words; anything else as the history shows `field`'s values (formatChangeValue).
 */
export function formatCellText(column: CellTextColumn, value: unknown, label: unknown, context: CellTextContext, field?: FieldDefinition): string {
  const { messages } = context;
  switch (column.cell) {
    case 'boolean':
      return value === true || value === 1 || value === 'true' ? messages.yes : value === false || value === 0 || value === 'false' ? messages.no : formatChangeValue(value, undefined, messages);
    case 'date':
    case 'datetime':
      return formatDate(value, column.cell, context.dateDisplay) || formatChangeValue(value, undefined, messages);
    case 'number':
      return formatNumber(value, context.locale) ?? formatChangeValue(value, undefined, messages);
    case 'money':
      return formatMoney(value, context.locale) ?? formatChangeValue(value, undefined, messages);
    case 'enum':
      return getOptionText(column.options, value);
    case 'reference':
      return getReferenceText(label);
    case 'html':
      return getHtmlText(value) || messages.changesEmpty;
    default:
      return formatChangeValue(value, field, messages);
  }
}

/** A number with the locale's digit grouping (the number cell's); null when not a number. */
export function formatNumber(value: unknown, locale: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? new Intl.NumberFormat(locale).format(number) : null;
}

/** A count of rows as the history's operation entries write it: an integer with the locale's grouping ('1.234'). */
export function formatCount(count: number, locale: string): string {
  return formatFieldNumber(count, { type: 'integer' }, locale) ?? String(count);
}

/** The title of the option equal to the value, compared as text (each value's, joined, for an array); an unknown value as written. */
export function getOptionText(options: readonly OptionDefinition[], value: unknown): string {
  const label = (item: unknown) => options.find((candidate) => String(candidate.value) === String(item))?.label ?? String(item);
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
}

/** A reference's label(s) as the reference cell draws them: the text, one per id joined with ', ', '-' for none. */
export function getReferenceText(label: unknown): string {
  const one = (text: unknown) => (typeof text === 'string' && text !== '' ? text : '-');
  return Array.isArray(label) ? (label.length > 0 ? label.map(one).join(', ') : '-') : one(label);
}
