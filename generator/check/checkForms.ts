import type { JsonSchema } from '../../runtime/shared/index.js';
import { checkUiSchema } from './checkUiSchema.js';
import type { UiTarget } from './checkUiSchema.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { isArrayField } from '../shared/isArrayField.js';
import { getChildrenSchema } from '../shared/getChildrenSchema.js';
import { isLifecycleField } from '../shared/getLifecycleFieldSchema.js';

/**
 * Checks `forms`: routes, submit and load endpoints, fields (editable children too, on create forms), each field's
 * uiSchema, and the redirect.
 */
export function checkForms(checker: EntityChecker): void {
  const { schema, report, fieldNames } = checker;
  const hasGrid = Object.keys(schema.grids ?? {}).length > 0;
  const children = schema.children ?? {};
  const editable = checker.childrenNames.filter((name) => children[name]?.editable === true);
  for (const [formName, form] of Object.entries(schema.forms ?? {})) {
    const at: Segment[] = ['forms', formName];
    checker.checkPlaceholders([...at, 'route'], form.route, fieldNames);
    const submit = checker.findEndpoint([...at, 'submit'], form.submit, ['create', 'update'], 'a form submit');
    if (form.load !== undefined) checker.findEndpoint([...at, 'load'], form.load, ['get'], 'a form load');
    form.fields.forEach((name, i) => {
      const fieldAt = [...at, 'fields', i];
      if (fieldNames.includes(name)) {
        // The body schemas leave read-only fields out (additionalProperties: false): sending one is refused.
        // A lifecycle field is reported by checkLifecycle, in its own words.
        if (schema.fields[name]?.readOnly === true && !isLifecycleField(schema, name)) {
          report(fieldAt, `field ${JSON.stringify(name)} is readOnly (the server sets it); expected a field a person may change (a view shows read-only fields)`);
        }
        return;
      }
      if (!checker.childrenNames.includes(name)) {
        report(fieldAt, `unknown field ${JSON.stringify(name)}; expected one of: ${[...fieldNames, ...editable].join(', ')}`);
      } else if (!editable.includes(name)) {
        report(fieldAt, `children ${JSON.stringify(name)} are not editable; expected "editable": true on them to send them with a form`);
      } else if (submit && submit.kind !== 'create') {
        report(fieldAt, `children ${JSON.stringify(name)} in a form submitting to ${submit.kind} endpoint ${JSON.stringify(form.submit)}; expected a create endpoint (children are sent with create bodies only)`);
      }
    });
    for (const [name, ui] of Object.entries(form.ui ?? {})) {
      if (!form.fields.includes(name)) {
        report([...at, 'ui', name], `uiSchema for ${JSON.stringify(name)}, which is not a field of this form; expected one of: ${form.fields.join(', ')}`);
      }
      checkUiSchema(checker, [...at, 'ui', name], ui, getFormFieldTarget(checker, name));
    }
    if (form.redirect !== undefined) checker.checkPlaceholders([...at, 'redirect'], form.redirect, fieldNames);
    else if (!hasGrid) report(at, 'form has no "redirect" and the entity has no grid to return to; expected a "redirect" route');
  }
}

/** What a form field's uiSchema applies to: a field, or a children array with its item schema. */
function getFormFieldTarget(checker: EntityChecker, name: string): UiTarget {
  const { schema } = checker;
  const fieldSchema = Object.hasOwn(schema.fields, name) ? (schema.fields[name] as JsonSchema) : null;
  if (fieldSchema) {
    const isReference = Object.hasOwn(schema.references ?? {}, name);
    const isManyReference = isReference && isArrayField(schema, name);
    return { name, schema: fieldSchema, isManyReference, isSingleReference: isReference && !isManyReference, isEditableChildren: false };
  }
  const children = schema.children?.[name];
  const child = children ? (children.entity === schema.entity ? schema : checker.index.entities.get(children.entity)) : undefined;
  if (!children || !child) return { name, schema: null, isManyReference: false, isSingleReference: false, isEditableChildren: false };
  return { name, schema: getChildrenSchema(children.title ?? name, child, children.field), isManyReference: false, isSingleReference: false, isEditableChildren: children.editable === true, child };
}
