// Reference pickers: one searchable select and one menu hook, over a reference's lookup (forms, filters, editors)
// or a list's rows (child lines, useListPages), and the pickers' state.
export { LazyLookupSelect } from './LazyLookupSelect.js';
export type { LazyLookupSelectProps } from './LazyLookupSelect.js';
export type { LookupSelectProps } from './LookupSelect.js';
export { getChoiceText, getLookupChoices } from './LookupChoice.js';
export type { LookupChoice, LookupResponse } from './LookupChoice.js';
export { getListChoices, getListQuery, getRowLabel } from './getListChoices.js';
export { getReferenceSource } from './getReferenceSource.js';
export type { ReferenceSource } from './getReferenceSource.js';
export { getReferenceOf } from './getReferenceTarget.js';
export { useListPages } from './useListPages.js';
export { useLookupMenu, LOOKUP_DEBOUNCE_MS } from './useLookupMenu.js';
export type { MenuPage, MenuPageFetcher, UseLookupMenuOptions, UseLookupMenuResult } from './useLookupMenu.js';
export { useLookupLabels } from './useLookupLabels.js';
export type { UseLookupLabelsResult } from './useLookupLabels.js';
export { useReferenceChoice } from './useReferenceChoice.js';
export type { UseReferenceChoiceResult } from './useReferenceChoice.js';
export { getReferenceViewRoute } from './getReferenceViewRoute.js';
