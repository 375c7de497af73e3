import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { EXPORT_FORMATS, XLSX_MAX_ROWS, type ExportFormat } from '../../shared/index.js';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { readAsScan, type ListPage } from '../storage/index.js';
import type { ExportColumn } from './exportCellKinds.js';
import { exportWriters } from './exportWriters.js';

/** Rows formatted and written in one turn of the event loop. */
const EXPORT_BATCH_ROWS = 100;

/** One chunk of the list as the list endpoint reads a page: its number, its size, the row it follows, the known count. */
export type ExportChunkReader = (chunk: { pageIndex: number; pageSize: number; after?: string; count?: number }) => Promise<ListPage>;

export interface ListExportOptions {
  readonly format: ExportFormat;
  /** The file's name without extension, and its sheet's title. */
  readonly name: string;
  readonly title: string;
  readonly columns: readonly ExportColumn[];
  readonly read: ExportChunkReader;
  /** Rows per read (the store's chunkRows): large enough to amortize a query, small enough that other requests interleave. */
  readonly chunkRows: number;
  /** The most rows an XLSX file takes (default XLSX_MAX_ROWS; tests inject fewer). */
  readonly xlsxMaxRows?: number;
  /** Called once the file ended or broke off, with the rows sent (the audit entry). */
  readonly onEnd: (rows: number) => Promise<void>;
}

/**
 * Streams every row of a list as a file: chunks of `chunkRows` read one after the other (keyset: each after the
 * last row of the one before), each written before the next is read, so memory holds one chunk whatever the list's
 * size; read as a scan (readAsScan), so the store's caches do not fill with it either. An XLSX file of more rows than a sheet holds is a 400 before anything is sent.
 */
export async function sendListExport(reply: FastifyReply, options: ListExportOptions): Promise<FastifyReply> {
  const read: ExportChunkReader = (chunk) => readAsScan(() => options.read(chunk));
  const first = await read({ pageIndex: 1, pageSize: options.chunkRows });
  const limit = options.xlsxMaxRows ?? XLSX_MAX_ROWS;
  if (options.format === 'xlsx' && first.count > limit) throw badRequest(messages.xlsxTooManyRows(first.count, limit), 'format');
  let sent = 0;
  async function* chunks() {
    let page = first;
    for (let pageIndex = 2; ; pageIndex += 1) {
      // A few rows per turn of the event loop: other requests' callbacks run between them, never behind a whole chunk.
      for (let start = 0; start < page.rows.length; start += EXPORT_BATCH_ROWS) {
        if (start > 0) await setImmediate();
        const batch = page.rows.slice(start, start + EXPORT_BATCH_ROWS);
        sent += batch.length;
        yield batch;
      }
      const last = page.rows.at(-1);
      if (page.rows.length < options.chunkRows || !last) return;
      page = await read({ pageIndex, pageSize: options.chunkRows, after: String(last._id), count: first.count });
    }
  }
  const output = new PassThrough();
  const { mediaType, extension } = EXPORT_FORMATS[options.format];
  reply.header('Content-Type', mediaType).header('Content-Disposition', `attachment; filename="${options.name}.${extension}"`);
  exportWriters[options.format]({ title: options.title, columns: options.columns, chunks: chunks() }, output)
    .catch((error: unknown) => {
      // Headers are gone: the client sees the file break off.
      reply.log.error({ err: error }, 'export failed');
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    })
    .finally(() => options.onEnd(sent).catch((error: unknown) => reply.log.error({ err: error }, 'export audit failed')));
  return reply.send(output);
}
