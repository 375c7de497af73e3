import { SEQUENCE_DATE_PARTS } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';

const FORMS = `{seq} or {seq:N} (the number, N digits), ${SEQUENCE_DATE_PARTS.map((part) => `{${part}}`).join(', ')}, or {field}`;

/**
 * Checks `sequences`: a read-only string field the server fills (not required, not generated, not a lifecycle field),
 * and a template with exactly one `{seq}` whose other placeholders are date parts or scalar fields of the row that the
 * create fills (no read-only ones, which are empty then).
 */
export function checkSequences(checker: EntityChecker): void {
  const { schema, report } = checker;
  for (const [field, sequence] of Object.entries(schema.sequences ?? {})) {
    const at: Segment[] = ['sequences', field];
    if (checker.checkField(at, field)) {
      const fieldSchema = schema.fields[field] as JsonSchema;
      if (field === '_id') report(at, 'field "_id" is made by the server already; expected another string field');
      else if (getFieldType(fieldSchema) !== 'string') report(at, `field ${JSON.stringify(field)} has type ${JSON.stringify(getFieldType(fieldSchema))}; expected a string field`);
      else if (fieldSchema.readOnly !== true) report(at, `field ${JSON.stringify(field)} may be typed by a person; expected "readOnly": true in its schema (the server numbers it)`);
      else if ((schema.required ?? []).includes(field)) report(at, `field ${JSON.stringify(field)} is in "required", which a create body cannot meet; expected it left out of "required" (the server always fills it)`);
      else if (schema.generated?.[field] !== undefined) report(at, `field ${JSON.stringify(field)} is also in "generated"; expected one of the two`);
    }
    checkTemplate(checker, [...at, 'template'], field, sequence.template);
  }
}

function checkTemplate(checker: EntityChecker, at: readonly Segment[], owner: string, template: string): void {
  const { schema, report } = checker;
  const placeholders = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] as string);
  if (/[{}]/.test(template.replace(/\{[^{}]*\}/g, ''))) {
    report(at, `sequence template ${JSON.stringify(template)} has an unmatched brace; expected placeholders ${FORMS}`);
    return;
  }
  const numbers = placeholders.filter((placeholder) => placeholder === 'seq' || placeholder.startsWith('seq:'));
  if (numbers.length !== 1) report(at, `sequence template ${JSON.stringify(template)} has ${numbers.length} {seq} placeholders; expected exactly one (the running number)`);
  for (const placeholder of placeholders) {
    const quoted = JSON.stringify(`{${placeholder}}`);
    const [name = '', width, ...rest] = placeholder.split(':');
    if (name === 'seq') {
      if (rest.length > 0 || (width !== undefined && !/^[1-9]\d?$/.test(width))) report(at, `invalid placeholder ${quoted}; expected {seq} or {seq:N} with N digits from 1 to 99`);
      continue;
    }
    if (width !== undefined) {
      report(at, `invalid placeholder ${quoted}; expected ${FORMS}`);
    } else if ((SEQUENCE_DATE_PARTS as readonly string[]).includes(name)) {
      continue;
    } else if (!Object.hasOwn(schema.fields, name)) {
      report(at, `unknown placeholder ${quoted}; expected ${FORMS} (fields: ${Object.keys(schema.fields).join(', ')})`);
    } else {
      const fieldSchema = schema.fields[name] as JsonSchema;
      const type = getFieldType(fieldSchema);
      if (name === owner) report(at, `placeholder ${quoted} is the sequence's own field; expected another field`);
      else if (!['string', 'integer', 'boolean'].includes(type)) report(at, `placeholder ${quoted} names field ${JSON.stringify(name)} of type ${JSON.stringify(type)}; expected a string, integer or boolean field`);
      else if (fieldSchema.readOnly === true) report(at, `placeholder ${quoted} names read-only field ${JSON.stringify(name)}, empty when the number is given; expected a field the create fills`);
    }
  }
}
