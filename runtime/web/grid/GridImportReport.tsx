import type { ImportReport, ImportRow } from '../../shared/index.js';
import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';

export interface GridImportReportProps {
  readonly report: ImportReport;
  /** The report's lists are at most this long (the contract's IMPORT_REPORT_LIMIT). */
  readonly limit: number;
  /** The label (many) of the import's child rows, naming their counts; absent: the import declares none. */
  readonly childTitle?: string;
}

/** An import's report: the counts (the child rows' too), then a table of errors (line, column, Spanish reason), else the rows to write. */
export function GridImportReport({ report, limit, childTitle }: GridImportReportProps) {
  const messages = useMessages();
  const counts = { total: report.total, created: report.created, updated: report.updated, unchanged: report.unchanged };
  const actions: Record<ImportRow['action'], string> = { create: messages.importCreate, update: messages.importUpdate, unchanged: messages.importUnchanged };
  const written = report.rows.filter((row) => row.action !== 'unchanged');
  return (
    <div className="grid-import-report">
      <p role="status">
        {report.applied ? formatMessage(messages.importApplied, counts) : formatMessage(messages.importSummary, counts)}{' '}
        {report.applied ? null : report.errorCount > 0 ? formatMessage(messages.importErrorsFound, { count: report.errorCount }) : messages.importReady}
      </p>
      {report.children && childTitle ? <p className="grid-import-children">{formatMessage(messages.importChildren, { title: childTitle, ...report.children })}</p> : null}
      {report.truncated ? <p>{formatMessage(messages.importTruncated, { limit })}</p> : null}
      {report.errors.length > 0 ? (
        <table className="dialog-table grid-import-errors">
          <caption>{messages.importErrorsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.importLine}</th>
              <th scope="col">{messages.importColumn}</th>
              <th scope="col">{messages.importReason}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((error, index) => (
              <tr key={index}>
                <td>{error.line}</td>
                <td>{error.column ?? ''}</td>
                <td>{error.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : written.length > 0 ? (
        <table className="dialog-table grid-import-rows">
          <caption>{messages.importRowsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.importLine}</th>
              <th scope="col">{messages.importKey}</th>
              <th scope="col">{messages.importAction}</th>
            </tr>
          </thead>
          <tbody>
            {written.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.key ?? ''}</td>
                <td>{actions[row.action]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
