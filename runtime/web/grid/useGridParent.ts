import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { fillTemplate, getTemplateParams, TREE_PATH_SEPARATOR } from '../../shared/index.js';
import type { GridParentDefinition } from '../../shared/index.js';
import { useLookupLabels } from '../references/index.js';

/** One step of a child page's breadcrumb; `to` is null for a step without a page. */
export interface BreadcrumbStep {
  readonly label: string;
  readonly to: string | null;
}

export interface UseGridParentResult {
  /** The parent row's label, null until it loads (or when it is missing). */
  readonly label: string | null;
  /** The steps above the page: the parent entity's list, a tree's ancestors, the parent row. */
  readonly steps: readonly BreadcrumbStep[];
  /** True when the lookup answered without the parent's id (deleted, or a mistyped URL). */
  readonly isMissing: boolean;
}

/**
 * A child page's parent (named by the route placeholder the grid's `parent` declares): its label read with one
 * lookup of its id, a tree's ancestors from the lookup's path, and the breadcrumb steps linking back up.
 */
export function useGridParent(parent: GridParentDefinition): UseGridParentResult {
  const params = useParams();
  const { pathname } = useLocation();
  const id = params[parent.param] ?? '';
  const ids = useMemo(() => [id], [id]);
  const { choices, isLoading, isError } = useLookupLabels(parent.lookup.entity, parent.lookup.field, ids);
  const choice = choices.get(id);
  const steps: BreadcrumbStep[] = [{ label: parent.title, to: parent.listRoute }];
  const recordOf = (rowId: string) => (parent.recordRoute ? fillTemplate(parent.recordRoute, Object.fromEntries(getTemplateParams(parent.recordRoute).map((name) => [name, rowId]))) : null);
  if (choice) {
    const labels = choice.path ? choice.path.split(TREE_PATH_SEPARATOR).slice(0, -1) : [];
    // Each ancestor links to its own row's page when the lookup named its id (a label holding the separator does not line up).
    const ids = choice.ancestors?.length === labels.length ? choice.ancestors : [];
    labels.forEach((label, index) => steps.push({ label, to: ids[index] !== undefined ? recordOf(ids[index]) : null }));
    const record = recordOf(id);
    steps.push({ label: choice.label, to: record === pathname ? null : record });
  }
  return { label: choice?.label ?? null, steps, isMissing: id !== '' && !isLoading && !isError && !choice };
}
