// The closed sets of names a schema may use. The generator validates schemas against them and the
// web runtime's registries are typed as Record<Name, …>, so a name cannot exist on one side only.

export const ENDPOINT_KINDS = ['list', 'get', 'create', 'update', 'delete', 'move', 'transition', 'assign', 'unassign'] as const;
export const ACTION_KINDS = ['delete', 'insert', 'inlineEdit', 'move', 'link', 'transition', 'assign', 'unassign'] as const;

/**
 * What each action kind declares, once for the generator's checks and the web runtime: the endpoint kind it calls
 * (null: it only navigates) and whether it asks before running: always (a delete cannot be undone), when the action
 * has a `confirm` text, or never (its component draws no dialog).
 */
export const ACTION_KIND_PROPERTIES = {
  delete: { endpoint: 'delete', confirm: 'always', record: true },
  insert: { endpoint: 'create', confirm: 'never', record: false },
  inlineEdit: { endpoint: 'update', confirm: 'never', record: false },
  move: { endpoint: 'move', confirm: 'never', record: false },
  link: { endpoint: null, confirm: 'never', record: false },
  transition: { endpoint: 'transition', confirm: 'optional', record: true },
  assign: { endpoint: 'assign', confirm: 'optional', record: false },
  unassign: { endpoint: 'unassign', confirm: 'optional', record: false },
} as const satisfies Record<
  (typeof ACTION_KINDS)[number],
  {
    readonly endpoint: (typeof ENDPOINT_KINDS)[number] | null;
    readonly confirm: 'always' | 'optional' | 'never';
    /** Acts on one record by itself: its view and edit pages offer it too, wherever the entity's grid does. */
    readonly record: boolean;
  }
>;
export const FILTER_KINDS = ['text', 'boolean', 'select', 'dateRange', 'reference'] as const;
/** Inputs of grid edit cells (insert row and inline edit), registered by name; a column's `editor` (reference: a single reference's searchable select). */
export const EDITOR_KINDS = ['text', 'textarea', 'number', 'select', 'date', 'checkbox', 'reference'] as const;
export const CELL_KINDS = ['text', 'boolean', 'date', 'datetime', 'number', 'money', 'image', 'url', 'enum', 'reference', 'html', 'changes'] as const;
/** What a referencing row does when the row it points to is deleted. */
export const ON_DELETE_RULES = ['restrict', 'cascade', 'setNull'] as const;
/** Widgets a form's `ui:widget` may name: RJSF's standard ones plus admin-gen's own. */
export const WIDGET_NAMES = [
  'text',
  'textarea',
  'password',
  'email',
  'uri',
  'updown',
  'checkbox',
  'select',
  'radio',
  'hidden',
  // admin-gen's own (ui:options in brackets):
  'reference', // one id of a referenced entity; a searchable select, more on scroll (forms' default for a single reference) [pageSize: 20, placeholder]
  'referencePicker', // an array of ids of a referenced entity; react-select async search [pageSize: 5, placeholder]
  'uploader', // an array of { name, url }; Uppy Dashboard in a modal [folder]
  'childLines', // editable children lines copied from a picked row [copy, source, display, edit, total, lockedBy, pageSize]
  'conditionalObject', // an object whose shown properties follow conditions on its values [conditions, otherwise]
  'richText', // CKEditor 5, HTML string [minHeight: 200, maxHeight: 400, folder for images]
  'date', // a YYYY-MM-DD string; a Spanish calendar
  'image', // an image's address (contentMediaType image/*, forms' default for it); upload button with preview, Quitar [folder, buttonLabel]
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];

/** Generators of server-made values an entity's `generated` may name (licenseKey: a unique key XXXX-XXXX-XXXX-XXXX). */
export const GENERATED_VALUE_KINDS = ['licenseKey'] as const;

/** How a rule across fields compares its field with another (`{ "field": "finishedAt", "gte": "startedAt" }`): >, ≥, <, ≤. */
export const RULE_COMPARISONS = ['gt', 'gte', 'lt', 'lte'] as const;
