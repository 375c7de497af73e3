import type { UiSchema } from '@rjsf/utils';
import type { EntityDefinition } from '../../shared/index.js';
import type { Access } from '../context/index.js';

/** How the user's roles shape a form: which of its fields are not drawn, drawn read-only, and never sent. */
export interface FormAccess {
  /** Fields the roles hide: drawn as nothing, their validation errors dropped. */
  readonly hidden: readonly string[];
  /** Fields drawn read-only: the roles' read-only fields and references whose entity the user may not list (no search). */
  readonly locked: readonly string[];
  /** Fields the body never carries (hidden and read-only: the server refuses a body writing them). */
  readonly unsent: readonly string[];
}

/** The form's fields the user's access hides, locks or keeps out of the body. */
export function getFormAccess(access: Access, entity: EntityDefinition, fields: readonly string[]): FormAccess {
  const hidden = access.getHidden(entity.entity).filter((field) => fields.includes(field));
  const readOnly = access.getReadOnly(entity.entity).filter((field) => fields.includes(field));
  const unpickable = entity.references
    .filter((reference) => fields.includes(reference.field) && !hidden.includes(reference.field) && !access.can(reference.entity, 'list'))
    .map((reference) => reference.field);
  return { hidden, locked: [...new Set([...readOnly, ...unpickable])], unsent: [...hidden, ...readOnly] };
}

/** The uiSchema with the hidden fields as RJSF's hidden widget (no label, nothing to see) and the locked ones read-only. */
export function getAccessUiSchema(uiSchema: UiSchema, { hidden, locked }: FormAccess): UiSchema {
  if (hidden.length === 0 && locked.length === 0) return uiSchema;
  const result: UiSchema = { ...uiSchema };
  for (const field of locked) result[field] = { ...(result[field] as UiSchema | undefined), 'ui:readonly': true };
  for (const field of hidden) result[field] = { 'ui:widget': 'hidden' };
  return result;
}

/** The data without the fields the body must not carry. */
export function withoutUnsent<T extends Readonly<Record<string, unknown>>>(data: T, { unsent }: FormAccess): T {
  if (unsent.length === 0) return data;
  return Object.fromEntries(Object.entries(data).filter(([field]) => !unsent.includes(field))) as T;
}

/** Whether a validation error (RJSF's `property`, `.field.inner`) is about a hidden field, which the user cannot fix. */
export function isHiddenFieldError(property: string | undefined, { hidden }: FormAccess): boolean {
  const field = (property ?? '').replace(/^\./, '').split(/[.[]/)[0] ?? '';
  return hidden.includes(field);
}
