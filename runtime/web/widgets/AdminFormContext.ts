import type { EntityDefinition } from '../../shared/index.js';
import type { GridRow } from '../api/GridRow.js';

/** What the form page hands every widget through RJSF's formContext: the form's entity and the loaded record. */
export interface AdminFormContext {
  readonly entity: EntityDefinition;
  /** The record an edit form loaded (its `$labels` name the referenced rows); null for create forms. */
  readonly record: GridRow | null;
}

/** The admin form context from RJSF's registry; throws when a widget is drawn outside the form page. */
export function getAdminFormContext(formContext: unknown): AdminFormContext {
  if (typeof formContext === 'object' && formContext !== null && 'entity' in formContext && 'record' in formContext) {
    // The keys were just checked; FormPage is the one place that builds this object.
    return formContext as AdminFormContext;
  }
  throw new Error("admin-gen widgets need the form page's formContext ({ entity, record }).");
}
