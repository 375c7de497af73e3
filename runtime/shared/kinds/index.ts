// One descriptor per kind (cell, filter, editor, widget, action, endpoint): what the generator, the contract, the
// server and the web app agree on. The tiers' registries keep only their components (web) and SQL (server), typed
// Record<Kind, …> over these names so a kind missing on one side fails tsc.
export { ACTION_KINDS, actionKinds } from './actionKinds.js';
export type { ActionKind, ActionKindDescriptor } from './actionKinds.js';
export { CELL_KINDS, cellKinds } from './cellKinds.js';
export type { CellKind, CellKindDescriptor } from './cellKinds.js';
export { EDITOR_KINDS, editorKinds, LONG_TEXT_LENGTH } from './editorKinds.js';
export type { EditorKind, EditorKindDescriptor } from './editorKinds.js';
export { ENDPOINT_KINDS, endpointKinds, STATE_CHANGING_KINDS } from './endpointKinds.js';
export type { EndpointKind, EndpointKindDescriptor } from './endpointKinds.js';
export type { DefaultRule, FieldFacts, FieldFit } from './FieldFacts.js';
export { FILTER_KINDS, filterKinds, ISO_INSTANT_PATTERN } from './filterKinds.js';
export type { FilterChoices, FilterField, FilterKind, FilterKindDescriptor, RangeQuery, ValueQuery } from './filterKinds.js';
export { getDefaultCell } from './getDefaultCell.js';
export { getDefaultEditor } from './getDefaultEditor.js';
export { getDefaultKind } from './getDefaultKind.js';
export { GENERATED_VALUE_KINDS, generatedValueKinds, ON_DELETE_RULES, onDeleteRules, RULE_COMPARISONS } from './schemaNames.js';
export { readWidgetOptions, UPLOAD_FOLDER_PATTERN, WIDGET_NAMES, widgetKinds, widgetOptionKinds } from './widgetKinds.js';
export type { WidgetKindDescriptor, WidgetName, WidgetOptionDescriptor, WidgetOptionKind, WidgetOptionValues } from './widgetKinds.js';
