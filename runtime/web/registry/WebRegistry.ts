import type { ActionRegistry } from '../actions/actionRegistry.js';
import type { CellRegistry } from '../cells/cellRegistry.js';
import type { EditorRegistry } from '../editors/editorRegistry.js';
import type { FilterRegistry } from '../filters/filterRegistry.js';

/** Every name-keyed registry of the grid runtime (form widgets live in the lazily loaded form chunk). */
export interface WebRegistry {
  readonly cells: CellRegistry;
  readonly filters: FilterRegistry;
  readonly actions: ActionRegistry;
  /** Inputs of grid edit cells (insert row and inline edit). */
  readonly editors: EditorRegistry;
}

/** Replacements for some entries of the default registries. */
export interface WebRegistryOverrides {
  readonly cells?: Partial<CellRegistry>;
  readonly filters?: Partial<FilterRegistry>;
  readonly actions?: Partial<ActionRegistry>;
  readonly editors?: Partial<EditorRegistry>;
}
