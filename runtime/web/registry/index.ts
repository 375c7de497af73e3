// The kinds' component contracts and the registries' types: below every folder that draws a kind, so the context
// can hold the registries and every kind's component can read the context.
export type { ActionKindEntry, ActionProviderProps, ActionSlot, GridActionProps, RowActionProps } from './ActionKindEntry.js';
export type { CellComponent, CellProps } from './CellProps.js';
export type { EditorComponent, EditorInputProps, EditorProps } from './EditorProps.js';
export type { FilterComponent, FilterProps } from './FilterProps.js';
export { getRegistryEntry } from './getRegistryEntry.js';
export type { ActionRegistry, CellRegistry, EditorRegistry, FilterRegistry, WebRegistry, WebRegistryOverrides } from './WebRegistry.js';
