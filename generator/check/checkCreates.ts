import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import { isLifecycleField } from '../shared/getLifecycleFieldSchema.js';
import type { CreatesInput, EntitySchemaInput } from '../shared/types.js';

/** The template syntax, for messages. */
const PLACEHOLDER_FORMS = '{field}, {object.property}, {field|fallback} or {sum:children.field}';

/**
 * Checks `creates`: known entities and fields, templates naming fields of the new record (or an object field's
 * property, or a numeric field of its children for sums), and a value for every required field without a default.
 */
export function checkCreates(checker: EntityChecker): void {
  checkCreatesList(checker, ['creates'], checker.schema.creates ?? [], true);
}

/**
 * Checks one list of `creates` at `at` (the entity's, or a transition endpoint's); `sums`: whether `{sum:children.field}`
 * may be used (a new record carries its children; a transition's row does not).
 */
export function checkCreatesList(checker: EntityChecker, base: readonly Segment[], creates: readonly CreatesInput[], sums: boolean): void {
  const { report } = checker;
  creates.forEach((create, i) => {
    const at: Segment[] = [...base, i];
    const target = checker.findEntity([...at, 'entity'], create.entity);
    for (const [field, template] of Object.entries(create.values)) {
      const valueAt: Segment[] = [...at, 'values', field];
      if (target && checker.checkFieldOf(valueAt, target, field) && field === '_id') {
        report(valueAt, 'field "_id" is made by the server; expected another field');
      } else if (target && isLifecycleField(target, field)) {
        report(valueAt, `field ${JSON.stringify(field)} of entity ${JSON.stringify(target.entity)} is a lifecycle field (it starts in ${JSON.stringify(target.lifecycle?.[field]?.initial)}); expected it left out of "values"`);
      }
      checkTemplate(checker, valueAt, template, sums);
    }
    if (!target) return;
    for (const name of target.required ?? []) {
      if (Object.hasOwn(create.values, name) || target.fields[name]?.default !== undefined || isLifecycleField(target, name)) continue;
      report([...at, 'values'], `no value for required field ${JSON.stringify(name)} of entity ${JSON.stringify(target.entity)}; expected it in "values" (or a "default" in its schema)`);
    }
  });
}

function checkTemplate(checker: EntityChecker, at: readonly Segment[], template: string, sums: boolean): void {
  const { schema, report, fieldNames } = checker;
  for (const [text, inner] of template.matchAll(/\{([^{}]*)\}/g)) {
    const bar = (inner as string).indexOf('|');
    const expression = bar === -1 ? (inner as string) : (inner as string).slice(0, bar);
    const placeholder = JSON.stringify(text);
    if (expression.startsWith('sum:') && !sums) {
      report(at, `placeholder ${placeholder} sums children, which a transition's row does not carry; expected {field}, {object.property} or {field|fallback}`);
      continue;
    }
    if (expression.startsWith('sum:')) {
      const [name = '', field, ...rest] = expression.slice('sum:'.length).split('.');
      const childrenNames = checker.childrenNames;
      if (field === undefined || rest.length > 0) {
        report(at, `invalid placeholder ${placeholder}; expected ${PLACEHOLDER_FORMS}`);
      } else if (!childrenNames.includes(name)) {
        report(at, `unknown children ${JSON.stringify(name)} in ${placeholder}; expected one of: ${childrenNames.length > 0 ? childrenNames.join(', ') : '(none declared)'}`);
      } else {
        const entity = schema.children?.[name]?.entity as string;
        const child: EntitySchemaInput | undefined = entity === schema.entity ? schema : checker.index.entities.get(entity);
        if (!child) continue;
        const numeric = Object.entries(child.fields)
          .filter(([, fieldSchema]) => ['number', 'integer'].includes(getFieldType(fieldSchema)))
          .map(([fieldName]) => fieldName);
        if (!numeric.includes(field)) {
          report(at, `unknown numeric field ${JSON.stringify(field)} of entity ${JSON.stringify(child.entity)} in ${placeholder}; expected one of: ${numeric.length > 0 ? numeric.join(', ') : '(none)'}`);
        }
      }
      continue;
    }
    const [field = '', property, ...rest] = expression.split('.');
    if (rest.length > 0 || field === '') {
      report(at, `invalid placeholder ${placeholder}; expected ${PLACEHOLDER_FORMS}`);
    } else if (!fieldNames.includes(field)) {
      report(at, `unknown field ${JSON.stringify(field)} in ${placeholder}; expected one of: ${fieldNames.join(', ')}`);
    } else if (property !== undefined) {
      const fieldSchema = schema.fields[field] as JsonSchema;
      const properties = Object.keys(fieldSchema.properties ?? {});
      if (getFieldType(fieldSchema) !== 'object') {
        report(at, `field ${JSON.stringify(field)} in ${placeholder} has type ${JSON.stringify(getFieldType(fieldSchema))}; expected an object field to read ${JSON.stringify(property)} from`);
      } else if (!properties.includes(property)) {
        report(at, `unknown property ${JSON.stringify(property)} of field ${JSON.stringify(field)} in ${placeholder}; expected one of: ${properties.length > 0 ? properties.join(', ') : '(none declared)'}`);
      }
    }
  }
}
