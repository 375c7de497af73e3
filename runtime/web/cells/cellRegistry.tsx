// The built-in cells and their registry: a cell kind is its descriptor (runtime/shared/kinds/cellKinds.ts) and its
// component here; getDefaultCells is typed Record<CellKind, …>, so a kind without a component fails `tsc`.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAccess, useAdmin, useMessages } from '../context/index.js';
import { formatDate, formatMoney } from '../i18n/index.js';
import { getReferenceViewRoute } from '../references/getReferenceViewRoute.js';
import { getRegistryEntry } from '../registry/index.js';
import type { CellComponent, CellProps, CellRegistry } from '../registry/index.js';
import { getTemplateParams, fillTemplate } from '../../shared/index.js';
import { formatNumber, getOptionText } from './formatCellText.js';
import { getChangeLines, type ChangeLine } from './getChangeLines.js';
import { getAuditSummaryLines, type AuditSummaryLines } from './getAuditSummaryLines.js';
import { getHtmlText } from './getHtmlText.js';
import { getImageAlt } from './getImageAlt.js';
import { getSafeUrl } from './getSafeUrl.js';

/** Draws a value as plain text; React escapes it, so server strings are never interpreted as HTML. */
export function TextCell({ value }: CellProps) {
  if (value === null || value === undefined) return null;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/** Draws Sí/No; a missing value stays empty rather than claiming No. */
export function BooleanCell({ value }: CellProps) {
  const messages = useMessages();
  if (value === null || value === undefined) return null;
  const yes = value === true || value === 1 || value === 'true';
  return <span className={yes ? 'cell-boolean cell-boolean--yes' : 'cell-boolean cell-boolean--no'}>{yes ? messages.yes : messages.no}</span>;
}

/** Draws a date as the site shows dates (13/12/2026 or 2026-12-13); the element keeps the stored value for machines. */
export function DateCell({ value }: CellProps) {
  const text = formatDate(value, 'date', useAdmin().app.dateDisplay);
  return text ? <time dateTime={String(value)}>{text}</time> : null;
}

/** Draws a datetime at local time as the site shows them (13/12/2026 19:24 or 2026-12-13 19:24:17). */
export function DateTimeCell({ value }: CellProps) {
  const text = formatDate(value, 'datetime', useAdmin().app.dateDisplay);
  return text ? <time dateTime={String(value)}>{text}</time> : null;
}

/** Draws a number with the app locale's digit grouping; non-numbers are shown as written. */
export function NumberCell({ value }: CellProps) {
  const { app } = useAdmin();
  if (value === null || value === undefined || value === '') return null;
  return <span className="cell-number">{formatNumber(value, app.locale) ?? String(value)}</span>;
}

/** Draws an amount with 2 decimals and the app locale's separators (es: 1.234,50), grouping even 4-digit amounts. */
export function MoneyCell({ value }: CellProps) {
  const { app } = useAdmin();
  if (value === null || value === undefined || value === '') return null;
  const text = formatMoney(value, app.locale);
  return <span className="cell-money">{text ?? String(value)}</span>;
}

/**
 * Draws an image URL as a fixed-size, lazy-loaded thumbnail, its alt text the row's label (getImageAlt); URLs that are
 * not http(s) or same-origin stay text.
 */
export function ImageCell({ value, column, row, entity }: CellProps) {
  const { entities } = useAdmin();
  if (value === null || value === undefined || value === '') return null;
  const src = getSafeUrl(value, true);
  if (!src) return <span className="cell-image-text">{String(value)}</span>;
  const labelField = entity ? (entities.get(entity)?.labelField ?? null) : null;
  return <img className="cell-image" src={src} alt={getImageAlt(column, row, labelField)} loading="lazy" width={64} height={40} />;
}

/** Draws an http(s) URL as a link opening in a new tab; any other scheme (javascript:, data:) is plain text. */
export function UrlCell({ value }: CellProps) {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const href = getSafeUrl(value);
  if (!href) return <>{text}</>;
  return (
    <a className="cell-url" href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

/** Draws the label of the column's option equal to the value (each value's, joined, for an array); an unknown value is shown as written. */
export function EnumCell({ value, column }: CellProps) {
  if (value === null || value === undefined) return null;
  return <>{getOptionText(column.options, value)}</>;
}

/**
 * Draws the referenced row's label the API sent in `$labels`, linked to that row's view page when its entity declares
 * one the user may open; '-' when there is none (an unknown or missing id). A many-reference field (an array of ids) has an array of
 * labels: each is drawn, '-' for an unknown id.
 */
export function ReferenceCell({ column, row, value, entity }: CellProps) {
  const { entities } = useAdmin();
  const access = useAccess();
  const reference = entity ? entities.get(entity)?.references.find((candidate) => candidate.field === column.field) : undefined;
  const target = reference ? entities.get(reference.entity) : undefined;
  const draw = (id: unknown, text: unknown): ReactNode => {
    if (typeof text !== 'string' || text === '') return '-';
    const to = typeof id === 'string' || typeof id === 'number' ? getReferenceViewRoute(target, String(id)) : null;
    return to && access.canOpen(to) ? <Link to={to}>{text}</Link> : text;
  };
  const labels: unknown = row.$labels?.[column.field];
  if (Array.isArray(value) || Array.isArray(labels)) {
    const ids: readonly unknown[] = Array.isArray(value) ? value : [];
    const texts: readonly unknown[] = Array.isArray(labels) ? labels : [];
    if (ids.length === 0 && texts.length === 0) return null;
    const count = Math.max(ids.length, texts.length);
    return (
      <ul className="cell-list">
        {Array.from({ length: count }, (_, index) => (
          <li key={`${String(ids[index] ?? index)}`}>{draw(ids[index], texts[index])}</li>
        ))}
      </ul>
    );
  }
  return <>{draw(value, labels)}</>;
}

/** Draws a rich-text field as its plain words (getHtmlText): tags and attributes never reach the page. */
export function HtmlCell({ value }: CellProps) {
  const text = getHtmlText(value);
  if (text === '') return null;
  return <span className="cell-html">{text}</span>;
}

/**
 * Draws an audit row's `changes`: one line per field, 'Campo: antes → después' (only 'después' for a new
 * value, only 'antes' for a removed one), titled by the fields of the row's `entity`, none the user's roles hide; all of it as text. A reference
 * shows the labels stored with it ('Vendedores: Ana, Luis → Luis'), not its ids.
 */
export function ChangesCell({ value, row, entity: auditEntity }: CellProps) {
  const { app, entities, messages } = useAdmin();
  const hidden = useAccess().getHidden(typeof row.entity === 'string' ? row.entity : '');
  const entity = typeof row.entity === 'string' ? entities.get(row.entity) : undefined;
  // A bulk job's, an export's or an import's own entry is about the operation, not about fields of a row.
  const context = { messages, locale: app.locale, dateDisplay: app.dateDisplay };
  const summary = getAuditSummaryLines(row.action, value, entity, entities, context, hidden);
  if (summary) return <SummaryChanges summary={summary} row={row} auditEntity={auditEntity} />;
  // A field the user's roles hide is never shown, not even as a past value.
  const lines = getChangeLines(value, entity, context).filter((line) => !hidden.includes(line.field));
  if (lines.length === 0) return null;
  return (
    <ul className="cell-changes">
      {lines.map((line) => (
        <li key={line.field}>{getLineText(line, messages.changesArrow)}</li>
      ))}
    </ul>
  );
}

/**
 * An operation's own entry (getAuditSummaryLines): a bulk job's action as its button said it, its counts and selection;
 * an export's rows, format, grid, filters and sort; an import's file, counts and grid; and, for those that wrote
 * entries of their own, a link to them (the history grid whose route takes only the row's `job`; none on that page).
 */
function SummaryChanges({ summary, row, auditEntity }: { summary: AuditSummaryLines; row: CellProps['row']; auditEntity: string | undefined }) {
  const { entities } = useAdmin();
  const access = useAccess();
  const { pathname } = useLocation();
  const jobGrid = auditEntity ? entities.get(auditEntity)?.grids.find((grid) => getTemplateParams(grid.route).join() === 'job') : undefined;
  const to = summary.entries && jobGrid && typeof row.job === 'string' && row.job !== '' ? fillTemplate(jobGrid.route, { job: row.job }) : null;
  return (
    <div className="cell-job">
      <strong>{summary.title}</strong>
      <ul className="cell-changes">
        {summary.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {to && to !== pathname && access.canOpen(to) ? <Link to={to}>{summary.entries}</Link> : null}
    </div>
  );
}

/** One line as a single text: 'Campo: antes → después', or 'Campo: valor' when only one side exists. */
function getLineText(line: ChangeLine, arrow: string): string {
  const values = line.from !== null && line.to !== null ? `${line.from} ${arrow} ${line.to}` : (line.to ?? line.from ?? '');
  return `${line.title}: ${values}`;
}

/** The runtime's built-in cells. */
export function getDefaultCells(): CellRegistry {
  return {
    text: TextCell,
    boolean: BooleanCell,
    date: DateCell,
    datetime: DateTimeCell,
    number: NumberCell,
    money: MoneyCell,
    image: ImageCell,
    url: UrlCell,
    enum: EnumCell,
    reference: ReferenceCell,
    html: HtmlCell,
    changes: ChangesCell,
  };
}

/** The cell for a kind; throws naming the known kinds when there is none. */
export function getCell(cells: CellRegistry, kind: string): CellComponent {
  return getRegistryEntry(cells, kind, 'cell kind');
}
