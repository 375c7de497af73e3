import { ACTION_KINDS, actionKinds, CELL_KINDS, EDITOR_KINDS, FILTER_KINDS, WIDGET_NAMES } from '../../../runtime/shared/index.js';
import { getDefaultActions, getDefaultCells, getDefaultFilters } from '../../../runtime/web/index.js';
import { getDefaultEditors } from '../../../runtime/web/editors/index.js';
import { getDefaultWidgets } from '../../../runtime/web/forms/widgetRegistry.js';

describe('the web registries and the kind descriptors', () => {
  it.each([
    ['cells', getDefaultCells, CELL_KINDS],
    ['filters', getDefaultFilters, FILTER_KINDS],
    ['actions', getDefaultActions, ACTION_KINDS],
    ['editors', getDefaultEditors, EDITOR_KINDS],
    ['widgets', getDefaultWidgets, WIDGET_NAMES],
  ] as const)('%s: one component per descriptor', (_registry, getDefaults, names) => {
    expect(Object.keys(getDefaults()).sort()).toEqual([...names].sort());
  });

  it.each(ACTION_KINDS)('action %s: drawn where its descriptor places it', (kind) => {
    const { slot } = getDefaultActions()[kind];
    expect(actionKinds[kind].placement === 'row').toBe(slot === 'row');
  });
});
