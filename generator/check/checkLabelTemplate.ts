import { isLabelTemplate, LABEL_DATE_FORMATS } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EntitySchemaInput } from '../shared/types.js';

const FORMATS = Object.keys(LABEL_DATE_FORMATS).join(', ');
const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean'];

/**
 * A reference's `display`: a field of the target, or a label template whose placeholders `{field}` or `{field:format}`
 * name scalar, non-secret fields of the target (a date format only on a date or date-time field), a single reference of
 * it only when that reference's own display is a field (labels do not nest further), and at least one field that is no
 * reference (options are ordered and searched by it).
 */
export function checkLabelTemplate(checker: EntityChecker, at: readonly Segment[], target: EntitySchemaInput, display: string): void {
  if (!isLabelTemplate(display)) {
    checker.checkFieldOf(at, target, display);
    return;
  }
  const { report } = checker;
  const placeholders = [...display.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] as string);
  const unmatched = display.replace(/\{[^{}]*\}/g, '');
  if (unmatched.includes('{') || unmatched.includes('}')) {
    report(at, `label template ${JSON.stringify(display)} has an unmatched brace; expected placeholders written {field} or {field:format}`);
    return;
  }
  let own = false;
  for (const placeholder of placeholders) {
    const [name = '', format, ...rest] = placeholder.split(':');
    const quoted = JSON.stringify(`{${placeholder}}`);
    if (rest.length > 0 || name === '') {
      report(at, `invalid placeholder ${quoted} in label template; expected {field} or {field:format}`);
      continue;
    }
    if (!checker.checkFieldOf(at, target, name)) continue;
    const schema = target.fields[name] as JsonSchema;
    const reference = target.references?.[name];
    if (reference) {
      if (getFieldType(schema) === 'array') report(at, `placeholder ${quoted} names ${JSON.stringify(name)}, a reference to many rows; expected a field or a reference holding one id`);
      else if (isLabelTemplate(reference.display)) report(at, `placeholder ${quoted} names reference ${JSON.stringify(name)}, whose own display is a label template; expected a reference whose display is one field (labels do not nest)`);
      if (format !== undefined) report(at, `placeholder ${quoted} gives a format to reference ${JSON.stringify(name)}; expected a format only on a date or date-time field`);
      continue;
    }
    own = true;
    if (!SCALAR_TYPES.includes(getFieldType(schema))) {
      report(at, `placeholder ${quoted} names field ${JSON.stringify(name)} of type ${JSON.stringify(getFieldType(schema))}; expected a string, number, integer or boolean field`);
    } else if ((target.secrets ?? []).includes(name)) {
      report(at, `placeholder ${quoted} names secret field ${JSON.stringify(name)}; expected a field that may be shown (labels are shown to everyone who sees the reference)`);
    } else if (format !== undefined) {
      if (schema.format !== 'date' && schema.format !== 'date-time') report(at, `placeholder ${quoted} gives a format to field ${JSON.stringify(name)}, which is no date or date-time; expected {${name}}`);
      else if (!Object.hasOwn(LABEL_DATE_FORMATS, format)) report(at, `unknown date format ${JSON.stringify(format)} in ${quoted}; expected one of: ${FORMATS}`);
    }
  }
  if (!own && placeholders.length > 0) report(at, `label template ${JSON.stringify(display)} names only references; expected at least one field of ${JSON.stringify(target.entity)} itself (pickers order and search by it)`);
}
