import { EXPORT_ID_COLUMN, type GridDefinition } from '../../shared/index.js';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { ExportColumn } from './exportCellKinds.js';

/**
 * An export's columns: the grid's (those `names` lists, in its order, when given; never a field the user's role hides),
 * then `_id`. A name that is not one of them is a 400 naming `columns`.
 */
export function getExportColumns(grid: GridDefinition | undefined, names: string | undefined, hidden: readonly string[]): ExportColumn[] {
  const shown = (grid?.columns ?? []).filter((column) => column.field !== EXPORT_ID_COLUMN && !hidden.includes(column.field));
  const picked =
    names === undefined
      ? shown
      : [...new Set(names.split(','))].map((name) => {
          const column = shown.find((candidate) => candidate.field === name);
          if (!column) throw badRequest(messages.unknownExportColumn(name, grid?.title ?? '', shown.map((candidate) => candidate.field)), 'columns');
          return column;
        });
  return [...picked.map((column) => ({ field: column.field, title: column.title, column })), { field: EXPORT_ID_COLUMN, title: EXPORT_ID_COLUMN, column: null }];
}
