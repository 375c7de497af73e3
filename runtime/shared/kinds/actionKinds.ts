import type { EndpointKind } from './endpointKinds.js';

/** What the tiers agree on about a grid action kind; the web's action registry holds its component. */
export interface ActionKindDescriptor {
  /** What it is for, in one or two sentences: the meta-schema's enum description and docs/schema-reference.md (generated from it). */
  readonly description: string;
  /** The endpoint kind it calls; null: it only navigates (to a page route in its `to`). */
  readonly endpoint: EndpointKind | null;
  /** Whether it asks before running: always (a delete cannot be undone), when the action has a `confirm` text, or never (its component draws no dialog). */
  readonly confirm: 'always' | 'optional' | 'never';
  /** Where the grid draws it: on every row, or once above the grid (it acts on no row, so only route placeholders fill its paths). */
  readonly placement: 'row' | 'toolbar';
  /** Acts on one record by itself: its view and edit pages offer it too, wherever the entity's grid does. */
  readonly record: boolean;
  /** Its inputs are the grid's editable columns (a grid with editable columns needs such an action). */
  readonly edits: boolean;
  /** The web catalog's notice after it succeeds when the action declares no `success` (runtime/web/i18n/messages.ts); null: nothing succeeds. */
  readonly notice: string | null;
}

/** Grid action kinds, by the name an action's `kind` gives; a closed set registered by name in the web runtime. */
export const actionKinds = {
  delete: { description: 'Deletes the row through a delete endpoint, after a confirmation (its `confirm` text, or the default one).', endpoint: 'delete', confirm: 'always', placement: 'row', record: true, edits: false, notice: 'noticeDeleted' },
  insert: { description: 'Adds a row from the insert row above the grid (the grid\'s editable columns) through a create endpoint.', endpoint: 'create', confirm: 'never', placement: 'toolbar', record: false, edits: true, notice: 'noticeCreated' },
  inlineEdit: { description: 'Edits the row in place (the grid\'s editable columns turn into inputs) and saves it through an update endpoint.', endpoint: 'update', confirm: 'never', placement: 'row', record: false, edits: true, notice: 'noticeSaved' },
  move: { description: 'Moves the row up or down within its ordering scope through a move endpoint.', endpoint: 'move', confirm: 'never', placement: 'row', record: false, edits: false, notice: 'noticeMoved' },
  link: { description: 'A button above the grid that opens a page route (`to`, e.g. the create form); it calls no endpoint.', endpoint: null, confirm: 'never', placement: 'toolbar', record: false, edits: false, notice: null },
  transition: { description: 'Moves the row from one state to another through a transition endpoint (`label` required, e.g. Facturar); shown only on rows in one of the transition\'s `from` states.', endpoint: 'transition', confirm: 'optional', placement: 'row', record: true, edits: false, notice: 'noticeTransition' },
  assign: { description: 'Adds the row to the page\'s parent through an assign endpoint (a link entity, e.g. a question to a quiz).', endpoint: 'assign', confirm: 'optional', placement: 'row', record: false, edits: false, notice: 'noticeAssigned' },
  unassign: { description: 'Removes the row from the page\'s parent through an unassign endpoint (the row itself stays).', endpoint: 'unassign', confirm: 'optional', placement: 'row', record: false, edits: false, notice: 'noticeUnassigned' },
} as const satisfies Record<string, ActionKindDescriptor>;

/** Row and grid action kinds; a closed set registered by name in the web runtime. */
export type ActionKind = keyof typeof actionKinds;

/** The action kinds' names, in the descriptors' order. */
export const ACTION_KINDS = Object.keys(actionKinds) as readonly ActionKind[];
