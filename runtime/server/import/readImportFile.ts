import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { ImportCell } from './importCellKinds.js';

/** The formats an import reads. */
export type ImportFileType = 'csv' | 'xlsx';

/** One line of a file: its number (1: the headers) and its cells, empty ones null. */
export interface ImportLine {
  readonly line: number;
  readonly cells: readonly ImportCell[];
}

/** Reads a file's lines one after the other: CSV through csv-parse, XLSX's first sheet through exceljs' streaming WorkbookReader. */
export function readImportFile(file: Buffer, type: ImportFileType): AsyncGenerator<ImportLine> {
  return type === 'csv' ? readCsv(file) : readXlsx(file);
}

/** `;` (a Spanish Excel's, and the export's) or `,`: whichever the header line holds more of outside quotes. */
export function getCsvDelimiter(file: Buffer): ';' | ',' {
  const head = file.subarray(0, 64 * 1024).toString('utf8');
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (const character of head) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character === ';') semicolons += 1;
    else if (!quoted && character === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

async function* readCsv(file: Buffer): AsyncGenerator<ImportLine> {
  // The BOM is dropped; a record's number is the line it starts on, as a spreadsheet's reader counts.
  const parser = Readable.from([file]).pipe(parse({ bom: true, delimiter: getCsvDelimiter(file), relax_column_count: true, skip_empty_lines: true, info: true }));
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    // info.lines is where the record ends: less the line breaks inside its quoted cells, where it starts.
    const inner = record.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
    yield { line: info.lines - inner, cells: record.map((cell) => (cell.trim() === '' ? null : cell)) };
  }
}

async function* readXlsx(file: Buffer): AsyncGenerator<ImportLine> {
  // Styles are read so that date-formatted numbers come back as dates; shared strings are cached (they precede the sheet).
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: ImportCell[] = [];
      for (let index = 1; index < values.length; index += 1) cells.push(toCell(values[index]));
      yield { line: row.number, cells };
    }
    // The first sheet only: the one an export writes.
    return;
  }
}

/** An exceljs value as a plain cell: rich text joined, a formula's result, a link's text, an error's code. */
function toCell(value: unknown): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const object = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(object.richText)) return toCell(object.richText.map((part) => part.text).join(''));
    if ('result' in object) return toCell(object.result);
    if (typeof object.text === 'string') return toCell(object.text);
    if (typeof object.error === 'string') return object.error;
  }
  return String(value);
}
