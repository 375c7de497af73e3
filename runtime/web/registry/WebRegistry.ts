import type { ActionKind, CellKind, EditorKind, FilterKind } from '../../shared/index.js';
import type { ActionKindEntry } from './ActionKindEntry.js';
import type { CellComponent } from './CellProps.js';
import type { EditorComponent } from './EditorProps.js';
import type { FilterComponent } from './FilterProps.js';

/** Cell components by kind; typed by CELL_KINDS, so a kind without a component fails tsc. */
export type CellRegistry = Readonly<Record<CellKind, CellComponent>>;

/** Filter components by kind; typed by FILTER_KINDS, so a kind without a component fails tsc. */
export type FilterRegistry = Readonly<Record<FilterKind, FilterComponent>>;

/** Action kinds by name; typed by ACTION_KINDS, so a kind added to the model without a component fails tsc. */
export type ActionRegistry = Readonly<Record<ActionKind, ActionKindEntry>>;

/** Grid edit cell editors by kind; typed by EDITOR_KINDS, so a kind without a component fails tsc. */
export type EditorRegistry = Readonly<Record<EditorKind, EditorComponent>>;

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
