// Reference pickers: the lookup's searchable select (forms, filters, editors share it) and its state.
export { LazyLookupSelect } from './LazyLookupSelect.js';
export type { LookupSelectProps } from './LookupSelect.js';
export { getChoiceText, getLookupChoices } from './LookupChoice.js';
export type { LookupChoice, LookupResponse } from './LookupChoice.js';
export { getReferenceOf } from './getReferenceTarget.js';
export { useLookupMenu, LOOKUP_DEBOUNCE_MS } from './useLookupMenu.js';
export type { UseLookupMenuOptions, UseLookupMenuResult } from './useLookupMenu.js';
export { useLookupLabels } from './useLookupLabels.js';
export type { UseLookupLabelsResult } from './useLookupLabels.js';
export { useReferenceChoice } from './useReferenceChoice.js';
export type { UseReferenceChoiceResult } from './useReferenceChoice.js';
export { getReferenceViewRoute } from './getReferenceViewRoute.js';
