import type { EntityDefinition, FieldDefinition } from '../../shared/index.js';
import { isRecord } from '../../shared/isRecord.js';
import type { GridRow } from '../api/GridRow.js';
import type { CellTextContext } from '../cells/formatCellText.js';
import { formatChangeValue } from '../cells/formatChangeValue.js';
import { formatFieldText } from '../cells/formatFieldText.js';
import type { Messages } from '../i18n/index.js';

/** One field the other person changed: its title (`Object › Property` inside an object field), their value and yours, as text. */
export interface ConflictLine {
  /** The field's path: its name, or `object.property` inside an object field. */
  readonly path: string;
  readonly title: string;
  readonly theirs: string;
  readonly yours: string;
}

/**
 * The fields among `fields` whose value the other person changed: where the row as it is now (`current`, the 412's)
 * differs from the row the edit started from (`base`), with their value and the one being saved (`mine`). An object
 * field with declared properties is compared property by property. Values read as the field's cell draws them
 * (formatFieldText); references show the labels the rows carry.
 */
export function getConflictLines(
  entity: EntityDefinition,
  fields: readonly string[],
  base: GridRow,
  current: GridRow,
  mine: Readonly<Record<string, unknown>>,
  context: CellTextContext,
): ConflictLine[] {
  const { messages } = context;
  const lines: ConflictLine[] = [];
  for (const name of fields) {
    const field = entity.fields.find((candidate) => candidate.name === name);
    if (!field) continue;
    const reference = entity.references.some((candidate) => candidate.field === name);
    const text = (value: unknown): string => (reference ? formatReference(value, [base, current], name, field, messages) : formatFieldText(name, value, undefined, entity, context, []));
    compare({ ...field, title: field.title || name }, base[name], current[name], mine[name], lines, text, messages);
  }
  return lines;
}

/** Adds a line when the field changed, or one per changed property of an object field whose properties are declared. */
function compare(field: FieldDefinition, before: unknown, now: unknown, mine: unknown, lines: ConflictLine[], text: (value: unknown) => string, messages: Messages): void {
  if (isSame(before, now)) return;
  const properties = field.schema.properties;
  if (properties && (isRecord(before) || before === undefined || before === null) && isRecord(now)) {
    for (const [name, schema] of Object.entries(properties)) {
      const at = (value: unknown) => (isRecord(value) ? value[name] : undefined);
      const property: FieldDefinition = { ...field, name: `${field.name}.${name}`, title: `${field.title} › ${schema.title ?? name}`, schema, html: schema.contentMediaType === 'text/html' };
      compare(property, at(before), at(now), at(mine), lines, (value) => formatChangeValue(value, property, messages), messages);
    }
    return;
  }
  lines.push({ path: field.name, title: field.title, theirs: text(now), yours: text(mine) });
}

/** A reference's value by the label a row that holds that value carries (`$labels`), else as it is. */
function formatReference(value: unknown, rows: readonly GridRow[], name: string, field: FieldDefinition, messages: Messages): string {
  const holder = rows.find((row) => isSame(row[name], value) && row.$labels?.[name] !== undefined);
  const label = holder?.$labels?.[name];
  if (typeof label === 'string' && label !== '') return label;
  if (Array.isArray(label) && label.every((item) => typeof item === 'string')) return label.length > 0 ? label.join(', ') : messages.changesEmpty;
  return formatChangeValue(value, field, messages);
}

/** Form values are JSON: the same text is the same value, and empty is empty whatever its spelling. */
function isSame(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(a) && empty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
