import type { CheckCase } from '../CheckCase.js';
import type { CaseFactory } from './CaseContext.js';

const CSV = 'text/csv';

/**
 * A grid's import, only as dry runs (nothing is written): a file of headers alone, a listed row named by its _id (the
 * export's column: unchanged), an unknown column (a line error in the report, not a refusal), an undocumented
 * parameter (400) and a body of another type (415).
 */
export const getImportCases: CaseFactory = async (operation, { operations, rows }) => {
  const { entity } = operation.operation['x-admin-gen-import']!;
  const listPath = operation.documentPath.replace(/\/import$/, '');
  const list = operations.find((candidate) => candidate.method === 'GET' && candidate.documentPath === listPath && candidate.role?.kind === 'list');
  const base = list ? await rows.fillRead(list) : rows.fill(operation);
  const url = list ? `${base}/import` : base;
  const row = (await rows.getListedRows(entity))[0];
  const post = (name: string, query: string, payload: string, status: number, contentType = CSV, field?: string): CheckCase => ({
    name,
    request: { method: 'POST', url: `${url}?${query}`, raw: { payload, contentType } },
    status: [status],
    ...(field && { field }),
  });
  return [
    post('a dry run of a file with the headers alone', 'dryRun=true', '_id\r\n', 200),
    row ? post('a dry run of a listed row named by its _id', 'dryRun=true', `_id\r\n${String(row._id)}\r\n`, 200) : { name: 'a dry run of a listed row named by its _id', status: [200], skip: `no ${entity} row listed` },
    post('a dry run with an unknown column (a line error in the report)', 'dryRun=true', 'noSuchColumn\r\nx\r\n', 200),
    post('an undocumented parameter', 'dryRun=true&noSuchParameter=1', '_id\r\n', 400, CSV, 'noSuchParameter'),
    post('a body that is neither CSV nor XLSX', 'dryRun=true', 'x', 415, 'text/plain'),
  ];
};
