import { getDefaultActions } from '../actions/actionRegistry.js';
import { getDefaultCells } from '../cells/cellRegistry.js';
import { getDefaultEditors } from '../editors/editorRegistry.js';
import { getDefaultFilters } from '../filters/filterRegistry.js';
import type { WebRegistry, WebRegistryOverrides } from '../registry/WebRegistry.js';

/** The built-in cells, filters, action kinds and editors, with any overrides applied on top. */
export function getDefaultRegistry(overrides: WebRegistryOverrides = {}): WebRegistry {
  return {
    cells: { ...getDefaultCells(), ...overrides.cells },
    filters: { ...getDefaultFilters(), ...overrides.filters },
    actions: { ...getDefaultActions(), ...overrides.actions },
    editors: { ...getDefaultEditors(), ...overrides.editors },
  };
}
