// A reference's `display`: one field's name, or a label template over several fields of the referenced row
// ("{pet} – {startsAt:shortDateTime}"). One parser and one formatter serve the build, the server and the web app.
import { getOneOfOptions } from './getOneOfOptions.js';
import { DATE_DISPLAYS, type DateDisplay, type LabelDateFormat } from './dateDisplays.js';
import type { EntityDefinition } from './types.js';

/** One piece of a label template: literal text, or a field of the row with an optional date format. */
export type LabelPart = { readonly text: string } | { readonly field: string; readonly format: string | null };

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Whether a `display` is a template (has placeholders) rather than one field's name. */
export function isLabelTemplate(display: string): boolean {
  return display.includes('{');
}

/** The parts of a display: a field name is one placeholder without a format. */
export function parseLabelTemplate(display: string): LabelPart[] {
  if (!isLabelTemplate(display)) return [{ field: display, format: null }];
  const parts: LabelPart[] = [];
  let last = 0;
  for (const match of display.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: display.slice(last, match.index) });
    const [field = '', format] = (match[1] as string).split(':');
    parts.push({ field, format: format ?? null });
    last = match.index + match[0].length;
  }
  if (last < display.length) parts.push({ text: display.slice(last) });
  return parts;
}

/** The fields a display reads, each once, in order. */
export function getLabelFields(display: string): string[] {
  return [...new Set(parseLabelTemplate(display).flatMap((part) => ('field' in part ? [part.field] : [])))];
}

/**
 * A row's label by its entity's display: each placeholder's value as a person reads it (a date `01/12/2026`, a
 * date-time `01/12/2026 10:30` or in its declared format, an option's title, Sí/No, a reference's own label from the
 * row's `$labels`); null when every placeholder is empty. `row` holds the values as the API answers them. A plain
 * field name gives the value as text, as labels always did.
 */
export function formatLabel(display: string, entity: EntityDefinition, row: Readonly<Record<string, unknown>>, dateDisplay: DateDisplay): string | null {
  if (!isLabelTemplate(display)) {
    const value = row[display];
    return value === undefined || value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  const parts = parseLabelTemplate(display);
  let filled = false;
  const text = parts
    .map((part) => {
      if ('text' in part) return part.text;
      const value = formatLabelValue(entity, part, row, dateDisplay);
      if (value !== '') filled = true;
      return value;
    })
    .join('');
  return filled ? text : null;
}

function formatLabelValue(
  entity: EntityDefinition,
  part: { readonly field: string; readonly format: string | null },
  row: Readonly<Record<string, unknown>>,
  dateDisplay: DateDisplay,
): string {
  const field = entity.fields.find((candidate) => candidate.name === part.field);
  const value = row[part.field];
  if (entity.references.some((reference) => reference.field === part.field && !reference.many)) {
    const labels = row.$labels as Readonly<Record<string, unknown>> | undefined;
    const label = labels?.[part.field];
    return typeof label === 'string' ? label : '';
  }
  if (value === undefined || value === null || value === '') return '';
  if (!field) return String(value);
  const format = field.schema.format === 'date' ? (part.format ?? 'date') : field.schema.format === 'date-time' ? (part.format ?? 'dateTime') : null;
  if (format !== null && typeof value === 'string') return formatDateValue(value, format as LabelDateFormat, dateDisplay);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  const option = getOneOfOptions(field.schema)?.find((candidate) => candidate.value === value);
  if (option) return option.label;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A stored date or date-time in one of the site's date display's formats: an instant with a zone
 * (`2026-12-01T10:30:00Z`) at the local wall-clock time (the server's time zone, as exports show it; the browser's in
 * the web app), one without (`2026-12-01T10:30:00`, `2026-12-01`) as written; other text as it is.
 */
export function formatDateValue(value: string, format: LabelDateFormat, dateDisplay: DateDisplay): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return value;
  const instant = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? new Date(value) : null;
  const pad = (number: number) => String(number).padStart(2, '0');
  const [, year, month, day, hour = '00', minute = '00', second = '00'] =
    instant && !Number.isNaN(instant.getTime())
      ? ['', String(instant.getFullYear()), pad(instant.getMonth() + 1), pad(instant.getDate()), pad(instant.getHours()), pad(instant.getMinutes()), pad(instant.getSeconds())]
      : match;
  return DATE_DISPLAYS[dateDisplay][format]
    .replace('dd', day!)
    .replace('mm', month!)
    .replace('aaaa', year!)
    .replace('HH', hour)
    .replace('MM', minute)
    .replace('SS', second);
}
