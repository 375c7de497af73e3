import { Parser } from 'htmlparser2';
import type { CellKind, ColumnDefinition } from '../../shared/index.js';
import { messages } from '../messages.js';

/** How a file keeps a value: text, a number (money: two decimals), or a calendar day or instant. */
export type ExportValueType = 'text' | 'number' | 'money' | 'date' | 'datetime';

/** A cell as an export writes it: null for an empty cell; numbers and dates typed, the rest text. */
export type ExportValue = string | number | Date | null;

/** An export's column: the grid column (null for `_id`) and the header the file gives it. */
export interface ExportColumn {
  readonly field: string;
  readonly title: string;
  readonly column: ColumnDefinition | null;
}

/** A cell kind in a file: the type its values are written as, and the value of one row's cell as the grid shows it. */
export interface ExportCellKind {
  readonly type: ExportValueType;
  readonly value: (value: unknown, row: Readonly<Record<string, unknown>>, column: ColumnDefinition) => ExportValue;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
const number = (value: unknown): number | string | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : String(value);
};
// A stored date is a calendar day: midnight UTC, so neither format shifts it by a time zone.
const day = (value: unknown): Date | string | null => {
  const written = text(value);
  if (written === null) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(written) ? `${written}T00:00:00Z` : written);
  return Number.isNaN(date.getTime()) ? written : date;
};
const instant = (value: unknown): Date | string | null => {
  const written = text(value);
  if (written === null) return null;
  const date = new Date(written);
  return Number.isNaN(date.getTime()) ? written : date;
};

/**
 * Every cell kind's value in an export, as its grid cell draws it (runtime/web/cells): Sí/No, the enum option's
 * title, the reference's label from `$labels`, an HTML field's words; typed Record<CellKind, …>, so a new cell kind
 * without its export fails `tsc`.
 */
export const exportCellKinds: Record<CellKind, ExportCellKind> = {
  text: { type: 'text', value: text },
  boolean: { type: 'text', value: (value) => (value === null || value === undefined ? null : value === true || value === 1 || value === 'true' ? messages.yes() : messages.no()) },
  date: { type: 'date', value: day },
  datetime: { type: 'datetime', value: instant },
  number: { type: 'number', value: number },
  money: { type: 'money', value: number },
  image: { type: 'text', value: text },
  url: { type: 'text', value: text },
  enum: {
    type: 'text',
    value: (value, _row, column) => {
      if (value === null || value === undefined) return null;
      return column.options.find((option) => String(option.value) === String(value))?.label ?? String(value);
    },
  },
  reference: {
    type: 'text',
    value: (value, row, column) => {
      const labels = (row.$labels as Record<string, unknown> | undefined)?.[column.field];
      if (Array.isArray(labels)) return labels.map((label) => (typeof label === 'string' && label !== '' ? label : '-')).join(', ') || null;
      if (typeof labels === 'string' && labels !== '') return labels;
      return value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? null : '-';
    },
  },
  html: { type: 'text', value: (value) => (value === null || value === undefined ? null : getHtmlWords(String(value)) || null) },
  changes: { type: 'text', value: (value) => getChangesText(value) },
};

// Elements whose content no reader sees.
const HIDDEN_TAGS = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'head', 'title']);

/** An HTML field's words, entities decoded, whitespace collapsed (htmlparser2 reads the markup; nothing is run). */
export function getHtmlWords(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser({
    onopentagname: (name) => {
      if (HIDDEN_TAGS.has(name)) hidden += 1;
      parts.push(' ');
    },
    onclosetag: (name) => {
      if (HIDDEN_TAGS.has(name)) hidden -= 1;
      parts.push(' ');
    },
    ontext: (words) => {
      if (hidden === 0) parts.push(words);
    },
  });
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** An audit row's changes, one `field: before → after` per line. */
function getChangesText(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return text(value);
  const side = (change: Record<string, unknown>, key: 'from' | 'to') => text(change[`${key}Label`] ?? change[key]);
  const lines = Object.entries(value as Record<string, Record<string, unknown>>).map(([field, change]) => {
    const from = typeof change === 'object' && change !== null ? side(change, 'from') : null;
    const to = typeof change === 'object' && change !== null ? side(change, 'to') : text(change);
    return `${field}: ${from !== null && to !== null ? `${from} → ${to}` : (to ?? from ?? '')}`;
  });
  return lines.length > 0 ? lines.join('\n') : null;
}
