import { useMemo, useRef } from 'react';
import { EXPORT_FORMAT_NAMES, EXPORT_FORMAT_PARAM, getListSpec, hasListExport, type ExportFormat, type GridDefinition } from '../../shared/index.js';
import { useAccess, useAdmin, useMessages } from '../context/index.js';

export interface GridExportMenuProps {
  readonly grid: GridDefinition;
  /** The list's path and its query without paging (useEntityGrid's listPath and listQuery). */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

/**
 * 'Exportar': a menu of links that download every row of the grid's current filters, sort and tab as CSV or XLSX
 * (the list endpoint with `format`; the server judges the export grant). Drawn only when the session allows export
 * and the list answers files (hasListExport).
 */
export function GridExportMenu({ grid, path, query }: GridExportMenuProps) {
  const { app, entities } = useAdmin();
  const messages = useMessages();
  const { can } = useAccess();
  const menu = useRef<HTMLDetailsElement>(null);
  const exportable = useMemo(() => {
    const entity = entities.get(grid.dataSource.entity);
    const endpoint = entity?.endpoints.find((candidate) => candidate.name === grid.dataSource.endpoint);
    return !entity || !endpoint || hasListExport(getListSpec(entity, endpoint, [...entities.values()].flatMap((candidate) => candidate.grids)));
  }, [entities, grid]);
  if (!can(grid.entity, 'export') || !exportable) return null;
  const href = (format: ExportFormat) =>
    `${app.apiBase.replace(/\/+$/, '')}${path}?${new URLSearchParams({ ...query, [EXPORT_FORMAT_PARAM]: format, grid: grid.name }).toString()}`;
  const labels: Record<ExportFormat, string> = { csv: messages.exportCsv, xlsx: messages.exportXlsx };
  return (
    <details className="grid-export" ref={menu}>
      <summary className="button">{messages.exportMenu}</summary>
      <ul className="grid-export-menu">
        {EXPORT_FORMAT_NAMES.map((format) => (
          <li key={format}>
            {/* The download starts and the menu closes, as a menu does after a choice. */}
            <a href={href(format)} download onClick={() => menu.current?.removeAttribute('open')}>
              {labels[format]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
