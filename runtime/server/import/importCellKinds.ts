import type { CellKind, ColumnDefinition } from '../../shared/index.js';
import { getHtmlWords } from '../export/exportCellKinds.js';
import { messages } from '../messages.js';

/** A cell as a file gives it: CSV text, or XLSX's typed values (numbers, dates, booleans); null when empty. */
export type ImportCell = string | number | boolean | Date | null;

/** What a cell reads as: a value for the field, a reference's label (the importer resolves it), or why it cannot be read. */
export type ImportRead = { readonly value: unknown } | { readonly labels: readonly string[] } | { readonly error: string };

/**
 * A cell kind read back from a file, the inverse of its exportCellKinds entry. `keeps`: whether a stored value is
 * what the file shows of it (an HTML field is exported as its words), so a re-imported export changes nothing.
 */
export interface ImportCellKind {
  readonly read: (cell: Exclude<ImportCell, null>, column: ColumnDefinition) => ImportRead;
  readonly keeps?: (stored: unknown, read: unknown) => boolean;
}

const text = (cell: Exclude<ImportCell, null>): string => (cell instanceof Date ? cell.toISOString() : String(cell));
const asText = (cell: Exclude<ImportCell, null>): ImportRead => ({ value: text(cell) });

/** 1234,5 · 1.234,56 · 1234.5 · 1,234.56 (the last separator is the decimal one when both appear). */
function readNumber(cell: Exclude<ImportCell, null>): ImportRead {
  if (typeof cell === 'number') return { value: cell };
  const written = text(cell).replace(/[\s\u00a0$€]/g, '');
  const comma = written.lastIndexOf(',');
  const dot = written.lastIndexOf('.');
  const normal = comma > dot ? written.replace(/\./g, '').replace(',', '.') : comma >= 0 && dot > comma ? written.replace(/,/g, '') : written;
  const parsed = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normal) ? Number(normal) : Number.NaN;
  return Number.isFinite(parsed) ? { value: parsed } : { error: messages.importNotNumber(text(cell)) };
}

const YES = new Set(['sí', 'si', 's', 'true', 'verdadero', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0']);

function readBoolean(cell: Exclude<ImportCell, null>): ImportRead {
  if (typeof cell === 'boolean') return { value: cell };
  const word = text(cell).trim().toLowerCase();
  if (YES.has(word)) return { value: true };
  if (NO.has(word)) return { value: false };
  return { error: messages.importNotBoolean(text(cell)) };
}

const pad = (value: number) => String(value).padStart(2, '0');
const isDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A calendar day: an XLSX date (its UTC fields, as the export wrote them), dd/mm/yyyy or yyyy-mm-dd. */
function readDay(cell: Exclude<ImportCell, null>): ImportRead {
  if (cell instanceof Date) return { value: `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}` };
  const written = text(cell).trim();
  const spanish = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(written);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(written);
  const [year, month, day] = spanish ? [Number(spanish[3]), Number(spanish[2]), Number(spanish[1])] : iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [0, 0, 0];
  return isDay(year, month, day) ? { value: `${year}-${pad(month)}-${pad(day)}` } : { error: messages.importNotDate(written) };
}

/**
 * An instant: an XLSX date holds the server's wall-clock time in its UTC fields (exportWriters' toWallClock), CSV
 * `dd/mm/yyyy hh:mm[:ss]` the same wall-clock time; an ISO text keeps its own offset.
 */
function readInstant(cell: Exclude<ImportCell, null>): ImportRead {
  if (cell instanceof Date) {
    const local = new Date(cell.getUTCFullYear(), cell.getUTCMonth(), cell.getUTCDate(), cell.getUTCHours(), cell.getUTCMinutes(), cell.getUTCSeconds());
    return { value: local.toISOString() };
  }
  const written = text(cell).trim();
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(written);
  if (spanish) {
    const [day, month, year, hours, minutes, seconds] = [1, 2, 3, 4, 5, 6].map((index) => Number(spanish[index] ?? 0)) as [number, number, number, number, number, number];
    if (isDay(year, month, day) && hours < 24 && minutes < 60 && seconds < 60) return { value: new Date(year, month - 1, day, hours, minutes, seconds).toISOString() };
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(written) && !Number.isNaN(Date.parse(written))) return { value: new Date(written).toISOString() };
  return { error: messages.importNotDateTime(written) };
}

/** An enum cell: an option's title (as the grid shows it) or its value, case aside. */
function readOption(cell: Exclude<ImportCell, null>, column: ColumnDefinition): ImportRead {
  const written = text(cell).trim();
  const folded = written.toLocaleLowerCase('es');
  const option =
    column.options.find((candidate) => candidate.label.toLocaleLowerCase('es') === folded) ?? column.options.find((candidate) => String(candidate.value).toLocaleLowerCase('es') === folded);
  return option ? { value: option.value } : { error: messages.importUnknownOption(written, column.options.map((candidate) => candidate.label)) };
}

/**
 * Every cell kind read back from a file, the inverse of exportCellKinds (Sí/No, the enum option's title, the
 * reference's label, Spanish numbers and dates); typed Record<CellKind, …>, so a new cell kind without its import fails `tsc`.
 */
export const importCellKinds: Record<CellKind, ImportCellKind> = {
  text: { read: asText },
  boolean: { read: readBoolean },
  date: { read: readDay },
  datetime: { read: readInstant, keeps: (stored, read) => typeof stored === 'string' && typeof read === 'string' && Date.parse(stored) === Date.parse(read) },
  number: { read: readNumber },
  money: { read: readNumber },
  image: { read: asText },
  url: { read: asText },
  enum: { read: readOption },
  // The importer splits a many-reference's labels at ", " (the export joins them so) and finds each row.
  reference: { read: (cell) => ({ labels: [text(cell).trim()] }) },
  html: { read: asText, keeps: (stored, read) => typeof stored === 'string' && getHtmlWords(stored) === read },
  changes: { read: () => ({ error: messages.importNotImportable() }) },
};
