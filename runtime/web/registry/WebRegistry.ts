import type { ActionKind, ActionPlacement, actionKinds, CellKind, EditorKind, FilterKind } from '../../shared/index.js';
import type { ActionKindEntry } from './ActionKindEntry.js';
import type { CellComponent } from './CellProps.js';
import type { EditorComponent } from './EditorProps.js';
import type { FilterComponent } from './FilterProps.js';

/** Cell components by kind (descriptors: runtime/shared/kinds/cellKinds.ts); typed by CellKind, so a kind without a component fails tsc. */
export type CellRegistry = Readonly<Record<CellKind, CellComponent>>;

/** Filter components by kind (descriptors: runtime/shared/kinds/filterKinds.ts); typed by FilterKind, so a kind without a component fails tsc. */
export type FilterRegistry = Readonly<Record<FilterKind, FilterComponent>>;

/**
 * Action kinds by name (descriptors: runtime/shared/kinds/actionKinds.ts); typed by ActionKind, so a kind without a
 * component fails tsc, and by its descriptor's placement: a row kind draws on each row, a toolbar kind above the grid
 * (a button, or the grid's insert row).
 */
export type ActionRegistry = { readonly [Kind in ActionKind]: ActionKindEntryFor<(typeof actionKinds)[Kind]['placement']> };

/** The entries an action kind of a placement may have. */
type ActionKindEntryFor<Placement extends ActionPlacement> = Extract<ActionKindEntry, { readonly slot: Placement extends 'row' ? 'row' : 'toolbar' | 'insertRow' }>;

/** Grid edit cell editors by kind (descriptors: runtime/shared/kinds/editorKinds.ts); typed by EditorKind, so a kind without a component fails tsc. */
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
