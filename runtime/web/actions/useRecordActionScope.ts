import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { actionKinds } from '../../shared/index.js';
import type { GridDefinition } from '../../shared/index.js';
import { getListQueryKey } from '../api/index.js';
import { getLinkPath } from './getLinkPath.js';
import type { GridRow } from '../api/GridRow.js';
import type { GridScope } from '../context/GridScopeContext.js';

/**
 * The grid scope a record page gives a grid's row action: the grid's params from the record and the route, and after
 * the request the record and every list refetched; after a delete that went through, the grid's page instead.
 */
export function useRecordActionScope(grid: GridDefinition, record: GridRow, routeParams: Readonly<Record<string, string | undefined>>): GridScope {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo<GridScope>(() => {
    const values = { ...routeParams, ...record };
    const params: Record<string, string> = {};
    for (const name of grid.params) {
      const value = values[name];
      if (value !== undefined && value !== null) params[name] = String(value);
    }
    return {
      params,
      tab: null,
      afterAction: async (action, succeeded) => {
        const lists = queryClient.invalidateQueries({ queryKey: getListQueryKey() });
        if (succeeded && actionKinds[action.kind].endpoint === 'delete') {
          // The record is gone: its page would only show a 404.
          await navigate(getLinkPath(grid.route, values) ?? '/');
          await lists;
          return;
        }
        await Promise.all([lists, queryClient.invalidateQueries({ queryKey: ['record', grid.entity] })]);
      },
    };
  }, [grid, record, routeParams, queryClient, navigate]);
}
