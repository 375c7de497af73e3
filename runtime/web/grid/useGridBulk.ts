import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BulkJob, BulkReport, GridDefinition } from '../../shared/index.js';
import { getListQueryKey } from '../api/index.js';
import { useAccess, useApiClient, useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import type { GridRow } from '../api/GridRow.js';
import { getBulkActions, getBulkWhere, type GridBulkAction } from './getBulkActions.js';

export type { BulkJob, BulkReport };

/** Where a bulk action stands: chosen (a set asks its value), previewed, running, or ended. */
export type BulkStep =
  | { readonly step: 'value'; readonly action: GridBulkAction }
  | { readonly step: 'preview'; readonly action: GridBulkAction; readonly report: BulkReport; readonly set?: Readonly<Record<string, unknown>> }
  | { readonly step: 'running' | 'done'; readonly action: GridBulkAction; readonly job: BulkJob };

/** How often a running job is asked for its progress. */
const JOB_POLL_MS = 400;

/**
 * A grid's selection and bulk actions: the rows ticked on the page, or every row of the list's filters (sent as
 * `where`); the preview (a dry run), the run (a job, polled until it ends) and the lists refreshed after it.
 */
export function useGridBulk(grid: GridDefinition, state: { readonly rows: readonly GridRow[]; readonly itemsCount: number; readonly listPath: string; readonly listQuery: Readonly<Record<string, string>> }) {
  const { can, getReadOnly, getHidden } = useAccess();
  const messages = useMessages();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const actions = useMemo(
    () => getBulkActions(grid, can, [...getReadOnly(grid.entity), ...getHidden(grid.entity)], { delete: messages.bulkDelete, set: (field) => formatMessage(messages.bulkSet, { field }) }),
    [grid, can, getReadOnly, getHidden, messages],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const [step, setStep] = useState<BulkStep | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const selection = JSON.stringify([state.listPath, getBulkWhere(state.listQuery)]);
  // Another filter or tab is another list: what was ticked is no longer on it.
  useEffect(() => {
    setSelected(new Set());
    setAll(false);
  }, [selection]);

  const pageIds = useMemo(() => state.rows.map((row) => String(row._id)), [state.rows]);
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = useCallback((id: string) => {
    setAll(false);
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const togglePage = useCallback(() => {
    setAll(false);
    setSelected((previous) => (pageIds.every((id) => previous.has(id)) ? new Set([...previous].filter((id) => !pageIds.includes(id))) : new Set([...previous, ...pageIds])));
  }, [pageIds]);
  const clear = useCallback(() => {
    setSelected(new Set());
    setAll(false);
  }, []);

  const path = `${state.listPath.replace(/\/+$/, '')}/bulk`;
  const body = useCallback(
    (action: GridBulkAction, set: Readonly<Record<string, unknown>> | undefined, dryRun: boolean) => ({
      action: action.action,
      ...(all ? { where: getBulkWhere(state.listQuery) } : { ids: [...selected] }),
      ...(set && { set }),
      dryRun,
    }),
    [all, selected, state.listQuery],
  );

  const preview = useCallback(
    async (action: GridBulkAction, set?: Readonly<Record<string, unknown>>) => {
      setError(null);
      if (action.action === 'set' && set === undefined) return setStep({ step: 'value', action });
      try {
        const report = await apiClient.request<BulkReport>('POST', path, { body: body(action, set, true) });
        setStep({ step: 'preview', action, report, ...(set && { set }) });
      } catch (caught) {
        setError(caught as Error);
        setStep(null);
      }
    },
    [apiClient, path, body],
  );

  const apply = useCallback(async () => {
    if (step?.step !== 'preview') return;
    setError(null);
    try {
      let job = await apiClient.request<BulkJob>('POST', path, { body: body(step.action, step.set, false) });
      setStep({ step: 'running', action: step.action, job });
      while (job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
        job = await apiClient.request<BulkJob>('GET', `/jobs/${encodeURIComponent(job._id)}`);
        setStep({ step: job.state === 'running' ? 'running' : 'done', action: step.action, job });
      }
      clear();
      await queryClient.invalidateQueries({ queryKey: getListQueryKey() });
    } catch (caught) {
      setError(caught as Error);
      setStep(null);
    }
  }, [apiClient, path, body, step, clear, queryClient]);

  return {
    actions,
    selected,
    all,
    count: all ? state.itemsCount : selected.size,
    pageIds,
    pageSelected,
    toggle,
    togglePage,
    selectAll: useCallback(() => setAll(true), []),
    clear,
    step,
    error,
    preview,
    apply,
    close: useCallback(() => setStep(null), []),
  };
}

export type UseGridBulkResult = ReturnType<typeof useGridBulk>;
