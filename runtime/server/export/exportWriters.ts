import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '../../shared/index.js';
import { exportCellKinds, type ExportColumn, type ExportValue, type ExportValueType } from './exportCellKinds.js';
import { neutralizeFormula } from './neutralizeFormula.js';

/** What an export writes: its sheet's title, its columns, and the list's rows in chunks (with `$labels`). */
export interface ListExport {
  readonly title: string;
  readonly columns: readonly ExportColumn[];
  readonly chunks: AsyncIterable<readonly Record<string, unknown>[]>;
}

/** Writes an export into `output` (ended when done); resolves with the rows written. */
export type ExportWriter = (list: ListExport, output: Writable) => Promise<number>;

/** A row's cells, typed, in the columns' order; text neutralized (neutralizeFormula). */
function getCells(columns: readonly ExportColumn[], row: Readonly<Record<string, unknown>>): ExportValue[] {
  return columns.map(({ field, column }) => {
    const value = column ? exportCellKinds[column.cell].value(row[field], row, column) : (row[field] as string);
    return typeof value === 'string' ? neutralizeFormula(value) : value;
  });
}

const getType = ({ column }: ExportColumn): ExportValueType => (column ? exportCellKinds[column.cell].type : 'text');

// The server's time zone (TZ) is the one dates are shown in: an instant moves to that wall-clock time, kept as UTC
// fields, which is how both files write it (exceljs turns a Date into a serial from its UTC fields).
const toWallClock = (date: Date, type: ExportValueType): Date => (type === 'datetime' ? new Date(date.getTime() - date.getTimezoneOffset() * 60_000) : date);

const pad = (value: number) => String(value).padStart(2, '0');
const numberText = new Intl.NumberFormat('es', { useGrouping: false, maximumFractionDigits: 20 });
const moneyText = new Intl.NumberFormat('es', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A CSV cell in Spanish: 1234,5 and 1234,50; 31/12/2025 and 31/12/2025 18:30:00. */
function toCsvText(value: ExportValue, type: ExportValueType): string {
  if (value === null) return '';
  if (typeof value === 'number') return (type === 'money' ? moneyText : numberText).format(value);
  if (value instanceof Date) {
    const wall = toWallClock(value, type);
    const date = `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
    return type === 'datetime' ? `${date} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` : date;
  }
  return value;
}

/** CSV for a Spanish Excel: UTF-8 with BOM, `;` between cells, CRLF; csv-stringify quotes what needs it. */
const writeCsv: ExportWriter = async ({ columns, chunks }, output) => {
  const types = columns.map(getType);
  let rows = 0;
  async function* records() {
    yield columns.map((column) => neutralizeFormula(column.title));
    for await (const chunk of chunks) {
      for (const row of chunk) {
        yield getCells(columns, row).map((value, index) => toCsvText(value, types[index]!));
        rows += 1;
      }
    }
  }
  await pipeline(Readable.from(records()), stringify({ bom: true, delimiter: ';', record_delimiter: 'windows' }), output);
  return rows;
};

// Excel's formats for typed cells (a Spanish Excel shows them with its own separators).
const NUMBER_FORMATS: Readonly<Record<ExportValueType, string | undefined>> = {
  text: undefined,
  number: undefined,
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm:ss',
};

/** XLSX through exceljs' streaming WorkbookWriter: each row is committed (written to the zip) as it comes. */
const writeXlsx: ExportWriter = async ({ title, columns, chunks }, output) => {
  const types = columns.map(getType);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(getSheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => {
    const numFmt = NUMBER_FORMATS[types[index]!];
    return { header: neutralizeFormula(column.title), key: column.field, width: Math.max(10, Math.round((column.column?.width ?? 200) / 7)), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  let rows = 0;
  for await (const chunk of chunks) {
    for (const row of chunk) {
      sheet.addRow(getCells(columns, row).map((value, index) => (value instanceof Date ? toWallClock(value, types[index]!) : value))).commit();
      rows += 1;
    }
    // The zip is written as rows come; a slow reader holds the next chunk back.
    if (output.writableNeedDrain) await drained(output);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
};

/** Resolves once `stream` takes writes again; throws when it was closed instead (the client went away). */
async function drained(stream: Writable): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
  if (stream.destroyed) throw new Error('the export was closed before it ended');
}

/** A sheet name Excel accepts: none of : \ / ? * [ ], at most 31 characters. */
function getSheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Hoja1';
}

/** One writer per format. */
export const exportWriters: Record<ExportFormat, ExportWriter> = { csv: writeCsv, xlsx: writeXlsx };
