import { useTable, functionalUpdate } from '@tanstack/react-table';
import type { PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ColumnDefinition, EntityDefinition, GridDefinition } from '../../shared/index.js';
import { getActionKind, isActionShown } from '../actions/index.js';
import type { ActionKindEntry } from '../registry/index.js';
import { getErrorText } from '../api/index.js';
import { useEntity, useMessages, useRegistry } from '../context/index.js';
import { ACTIONS_COLUMN_ID, createGridColumns } from './createGridColumns.js';
import { GridExportMenu } from './GridExportMenu.js';
import { GridImport } from './GridImport.js';
import { GridBulkBar } from './GridBulkBar.js';
import { GridBulkDialog } from './GridBulkDialog.js';
import { GridBulkCheckbox } from './GridBulkCheckbox.js';
import { useGridBulk } from './useGridBulk.js';
import { GridFilterRow } from './GridFilterRow.js';
import { getRowEdges } from './getRowEdges.js';
import { GridPager } from './GridPager.js';
import { GridSearchBox } from './GridSearchBox.js';
import { gridFeatures } from './gridFeatures.js';
import { getRowId } from '../api/GridRow.js';
import type { GridRow } from '../api/GridRow.js';
import { getCellTitle } from './getCellTitle.js';
import { getColumnWidthStyle } from './getColumnWidthStyle.js';
import { ClippedText } from './ClippedText.js';
import { isIdentifyingField } from './isIdentifyingField.js';
import { GridScopeContext } from '../context/GridScopeContext.js';
import { GridTabs } from './GridTabs.js';
import type { UseEntityGridResult } from './useEntityGrid.js';

export interface EntityGridProps {
  readonly grid: GridDefinition;
  /** The list state from useEntityGrid; this component only draws it. */
  readonly state: UseEntityGridResult;
  /** Drawn at the end of the toolbar (the saved views and the column chooser). */
  readonly tools?: ReactNode;
  /** Drawn under the toolbar: what the page says about the list's state (filters of hidden columns). */
  readonly notice?: ReactNode;
  /** The columns chosen (fields, in order), which an export writes too; absent: the grid's own. */
  readonly exportColumns?: readonly string[] | null;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Draws a grid with TanStack Table: tabs, toolbar, sortable headers, filter and insert rows, data rows,
 * row actions and the pager; only the actions of the selected tab.
 */
export function EntityGrid({ grid, state, tools, notice, exportColumns }: EntityGridProps) {
  const messages = useMessages();
  const registry = useRegistry();

  // Resolving every action up front makes an unknown kind fail the page with the registry's message.
  const allEntries = useMemo(
    () => grid.actions.map((action) => ({ action, entry: getActionKind(registry.actions, action.kind) })),
    [grid.actions, registry.actions],
  );
  const entries = useMemo(() => allEntries.filter(({ action }) => isActionShown(action, state.tab)), [allEntries, state.tab]);
  const hasActionsColumn = grid.links.length > 0 || entries.some(({ entry }) => entry.slot === 'row' || entry.slot === 'insertRow');
  const showFilterRow = grid.filtering && grid.columns.some((column) => column.filter !== null);

  const columns = useMemo(() => createGridColumns(grid, messages, hasActionsColumn), [grid, messages, hasActionsColumn]);
  const sorting = useMemo<SortingState>(() => (state.sort ? [{ id: state.sort.field, desc: state.sort.order === 'desc' }] : []), [state.sort]);
  const pagination = useMemo<PaginationState>(() => ({ pageIndex: state.page - 1, pageSize: state.pageSize }), [state.page, state.pageSize]);

  const { setSort, setPage } = state;
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const first = functionalUpdate(updater, sorting)[0];
      if (first) setSort(first.id, first.desc ? 'desc' : 'asc');
    },
    [sorting, setSort],
  );
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) => setPage(functionalUpdate(updater, pagination).pageIndex + 1),
    [pagination, setPage],
  );

  const table = useTable({
    features: gridFeatures,
    columns,
    // The rows are the server's page, already filtered, sorted and sliced: every stage is manual.
    data: state.rows,
    getRowId: (row, index) => getRowId(row, index),
    state: { sorting, pagination },
    onSortingChange,
    onPaginationChange,
    manualSorting: true,
    manualPagination: true,
    rowCount: state.itemsCount,
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
  });

  const entity = useEntity(grid.entity);
  const orderingField = entity.ordering?.field ?? null;
  const { rows, page, pageSize, itemsCount, sort, filters } = state;
  const scope = useMemo(
    // A search hides rows like a filter: moves between the shown rows would skip them.
    () => ({ ...state.scope, edges: getRowEdges({ rows, page, pageSize, itemsCount, sort, filters: state.q ? { ...filters, q: state.q } : filters, orderingField }) }),
    [state.scope, rows, page, pageSize, itemsCount, sort, filters, state.q, orderingField],
  );

  // Bulk actions the user may run: a checkbox column, the bulk toolbar and its dialog.
  const bulk = useGridBulk(grid, state);
  const selecting = bulk.actions.length > 0;
  const columnCount = columns.length + (selecting ? 1 : 0);
  const toolbar = entries.filter(({ entry }) => entry.slot === 'toolbar');
  const insertRows = entries.filter(({ entry }) => entry.slot === 'insertRow');

  let body: ReactNode;
  if (state.isLoading) body = <GridMessageRow columnCount={columnCount}>{messages.loading}</GridMessageRow>;
  else if (state.error && state.rows.length === 0)
    body = (
      <GridMessageRow columnCount={columnCount} role="alert">
        {getErrorText(state.error, messages)}
      </GridMessageRow>
    );
  else if (state.rows.length === 0) body = <GridMessageRow columnCount={columnCount}>{messages.empty}</GridMessageRow>;
  else
    body = table.getRowModel().rows.map((row) => (
      // Names the row for checks that compare the shown order with the API's (runtime/testing).
      <tr key={row.id} data-row-id={row.id}>
        {selecting ? (
          <td className="grid-select-cell">
            <GridBulkCheckbox id={String(row.original._id)} bulk={bulk} />
          </td>
        ) : null}
        {row.getAllCells().map((cell) => (
          <td
            key={cell.id}
            className={cell.column.id === ACTIONS_COLUMN_ID ? 'grid-actions-cell' : `grid-cell grid-cell--${cell.column.columnDef.meta?.column?.cell ?? 'text'}`}
            style={getColumnWidthStyle(cell.column.columnDef.meta?.column, cell.column.getSize())}>
            {renderClipped(cell.column.columnDef.meta?.column, row.original, <table.FlexRender cell={cell} />, entity)}
          </td>
        ))}
      </tr>
    ));

  const tableElement = (
    <table className="grid-table" aria-busy={state.isFetching || undefined}>
      <caption className="visually-hidden">{grid.title}</caption>
      <thead>
        {table.getHeaderGroups().map((headerGroup) => (
          <tr key={headerGroup.id}>
            {selecting ? (
              <th scope="col" className="grid-select-cell">
                <GridBulkCheckbox bulk={bulk} />
              </th>
            ) : null}
            {headerGroup.headers.map((header) => {
              const canSort = header.column.getCanSort();
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={header.column.id === ACTIONS_COLUMN_ID ? 'grid-actions-cell' : undefined}
                  style={getColumnWidthStyle(header.column.columnDef.meta?.column, header.getSize())}
                  aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}>
                  {canSort ? (
                    <button type="button" className="grid-sort-button" onClick={header.column.getToggleSortingHandler()}>
                      <table.FlexRender header={header} />
                      <span className="grid-sort-indicator" aria-hidden="true">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        ))}
        {showFilterRow ? (
          <GridFilterRow grid={grid} filters={state.filters} onFilterChange={state.setFilter} hasActionsColumn={hasActionsColumn} hasSelectColumn={selecting} />
        ) : null}
        {insertRows.map(({ action, entry }, index) => (
          <ActionSlot key={index} entry={entry} action={action} grid={grid} />
        ))}
      </thead>
      <tbody>{body}</tbody>
    </table>
  );

  // Kinds that keep grid-wide state (inline edit) wrap the table in their provider.
  const wrapped = entries.reduceRight<ReactNode>((children, { action, entry }) => {
    if (entry.slot !== 'row' || !entry.Provider) return children;
    const { Provider } = entry;
    return (
      <Provider action={action} grid={grid}>
        {children}
      </Provider>
    );
  }, tableElement);

  const content = (
    <>
      <div className="grid-toolbar">
        {grid.search ? <GridSearchBox grid={grid} value={state.q} onChange={state.setSearch} /> : null}
        {toolbar.map(({ action, entry }, index) => (
          <ActionSlot key={index} entry={entry} action={action} grid={grid} />
        ))}
        <GridExportMenu grid={grid} path={state.listPath} query={exportColumns ? { ...state.listQuery, columns: exportColumns.join(',') } : state.listQuery} />
        <GridImport grid={grid} path={state.listPath} />
        {tools}
      </div>
      {notice}
      {selecting ? <GridBulkBar bulk={bulk} itemsCount={state.itemsCount} title={grid.title} /> : null}
      {selecting ? <GridBulkDialog bulk={bulk} entity={grid.entity} /> : null}
      <div className="grid-scroll">{wrapped}</div>
      {/* Nothing counted yet (the first load, or it failed): no 'Página: 1 de 1 Total: 0' under 'Cargando...' or the error. */}
      {grid.paging && !state.isLoading && !(state.error && state.rows.length === 0) ? (
        <GridPager page={state.page} pageCount={state.pageCount} itemsCount={state.itemsCount} onPageChange={(page) => table.setPageIndex(page - 1)} title={grid.title} />
      ) : null}
    </>
  );

  return (
    <GridScopeContext.Provider value={scope}>
      <div className="grid">
        {grid.tabs ? (
          <GridTabs tabs={state.tabs} selected={state.tab} getSearch={state.getTabSearch} label={grid.title}>
            {content}
          </GridTabs>
        ) : (
          content
        )}
      </div>
    </GridScopeContext.Provider>
  );
}

/** A long-text cell cut to the column's width (styles.css .cell-text), its whole text in the title; an identifying one wraps whole; others as drawn. */
function renderClipped(column: ColumnDefinition | null | undefined, row: GridRow, content: ReactNode, entity: EntityDefinition): ReactNode {
  const title = column ? getCellTitle(column, row) : null;
  if (title === null) return content;
  return (
    <ClippedText title={title} whole={column ? isIdentifyingField(entity, column.field) : false}>
      {content}
    </ClippedText>
  );
}

interface ActionSlotProps {
  readonly entry: ActionKindEntry;
  readonly action: GridDefinition['actions'][number];
  readonly grid: GridDefinition;
}

/** Draws a toolbar or insert-row action kind. */
function ActionSlot({ entry, action, grid }: ActionSlotProps) {
  if (entry.slot === 'row') return null;
  const { Component } = entry;
  return <Component action={action} grid={grid} />;
}

interface GridMessageRowProps {
  readonly columnCount: number;
  readonly children: ReactNode;
  readonly role?: 'alert';
}

/** A full-width body row for 'Cargando...', the empty text or an error. */
function GridMessageRow({ columnCount, children, role }: GridMessageRowProps) {
  return (
    <tr className="grid-message-row">
      <td colSpan={columnCount} role={role}>
        {children}
      </td>
    </tr>
  );
}
