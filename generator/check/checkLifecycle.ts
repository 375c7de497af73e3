import { getAllowedValues } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';

/**
 * Checks `lifecycle`: each is a string field listing its states, starts in one of them, has a transition endpoint
 * to change it, and is never given by a person (no generated value, no editable column, no form field, no other
 * default, not readOnly: false). Creates of other entities setting it are checked in checkCreates.
 */
export function checkLifecycle(checker: EntityChecker): void {
  const { schema, report } = checker;
  for (const [name, lifecycle] of Object.entries(schema.lifecycle ?? {})) {
    const at: Segment[] = ['lifecycle', name];
    if (!checker.checkField(at, name)) continue;
    const field = schema.fields[name] as JsonSchema;
    const type = getFieldType(field);
    if (name === '_id' || type !== 'string') {
      report(at, `field ${JSON.stringify(name)} has type ${JSON.stringify(name === '_id' ? 'id' : type)}; expected a string field holding a state`);
      continue;
    }
    const allowed = getAllowedValues(field);
    if (!allowed) report(at, `field ${JSON.stringify(name)} lists no states; expected an "enum" or "oneOf" of its states on the field`);
    else if (!allowed.includes(lifecycle.initial)) {
      report([...at, 'initial'], `initial state ${JSON.stringify(lifecycle.initial)} is not a value of field ${JSON.stringify(name)}; expected one of: ${allowed.map((value) => JSON.stringify(value)).join(', ')}`);
    }
    const transitions = Object.values(schema.endpoints ?? {}).filter((endpoint) => endpoint.kind === 'transition' && endpoint.transition?.field === name);
    if (transitions.length === 0) {
      report(at, `no transition endpoint changes field ${JSON.stringify(name)}; expected an endpoint of kind "transition" with "transition": { "field": ${JSON.stringify(name)}, "from", "to" }`);
    }
    if (field.default !== undefined && field.default !== lifecycle.initial) {
      report(['fields', name, 'default'], `default ${JSON.stringify(field.default)} of lifecycle field ${JSON.stringify(name)} differs from its initial state ${JSON.stringify(lifecycle.initial)}; expected no "default" (the initial state is the default)`);
    }
    if (field.readOnly === false) report(['fields', name, 'readOnly'], `lifecycle field ${JSON.stringify(name)} says "readOnly": false; expected no "readOnly" (only its transitions change it)`);
    if (Object.hasOwn(schema.generated ?? {}, name)) report(['generated', name], `field ${JSON.stringify(name)} is a lifecycle field (it starts in ${JSON.stringify(lifecycle.initial)}); expected no generated value for it`);
    for (const [gridName, grid] of Object.entries(schema.grids ?? {})) {
      grid.columns.forEach((column, i) => {
        if (column.field === name && column.editable === true) {
          report(['grids', gridName, 'columns', i, 'editable'], `editable column on lifecycle field ${JSON.stringify(name)}; expected no "editable" (only its transitions change it)`);
        }
      });
    }
    for (const [formName, form] of Object.entries(schema.forms ?? {})) {
      form.fields.forEach((fieldName, i) => {
        if (fieldName === name) {
          report(['forms', formName, 'fields', i], `lifecycle field ${JSON.stringify(name)} in a form; expected it left out (only its transitions change it; a view or grid shows it)`);
        }
      });
    }
  }
}
