import type { EntityDefinition } from '../../shared/index.js';
import type { Messages } from '../i18n/index.js';
import { formatChangeValue } from './formatChangeValue.js';
import type { CellTextContext } from './formatCellText.js';
import { formatFieldText } from './formatFieldText.js';
import { isRecord } from '../../shared/isRecord.js';

/** One changed field of an audit row, as text: its title and the values before and after (null when absent). */
export interface ChangeLine {
  readonly field: string;
  readonly title: string;
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * The lines of an audit row's `changes` (`{ field: { from?, to?, fromLabel?, toLabel? } }`, or that object as JSON
 * text): one per field, titled by the entity's field title when the entity is known, values as the field's cell draws
 * them (a reference's stored labels rather than its ids, Sí/No, option labels, dates in the site's display, numbers
 * and amounts in the locale's, a rich text's words, '(vacío)' for nothing). Anything else gives no lines.
 */
export function getChangeLines(changes: unknown, entity: EntityDefinition | undefined, context: CellTextContext): ChangeLine[] {
  const value = typeof changes === 'string' ? parseJson(changes) : changes;
  if (!isRecord(value)) return [];
  return Object.entries(value).map(([name, change]) => {
    const field = entity?.fields.find((candidate) => candidate.name === name);
    const title = field?.title || name;
    if (!isRecord(change) || (!('from' in change) && !('to' in change))) {
      return { field: name, title, from: null, to: formatFieldText(name, change, undefined, entity, context, []) };
    }
    return {
      field: name,
      title,
      from: 'from' in change ? formatSide(name, change.from, change.fromLabel, 'fromLabel' in change, entity, context) : null,
      to: 'to' in change ? formatSide(name, change.to, change.toLabel, 'toLabel' in change, entity, context) : null,
    };
  });
}

/** A reference's side by the labels stored beside its ids (the server writes them), else its value formatted. */
function formatSide(name: string, value: unknown, label: unknown, hasLabel: boolean, entity: EntityDefinition | undefined, context: CellTextContext): string {
  return (hasLabel ? formatChangeLabel(label, value, context.messages) : undefined) ?? formatFieldText(name, value, undefined, entity, context, []);
}

/**
 * A stored reference label as text: the label, one per id joined with ', ' for a many reference, an id whose row
 * was gone (label null) as the id itself, or '(vacío)'. Undefined for something that is no label.
 */
function formatChangeLabel(label: unknown, ids: unknown, messages: Messages): string | undefined {
  const idText = (id: unknown): string => (typeof id === 'string' || typeof id === 'number') && id !== '' ? String(id) : messages.changesEmpty;
  if (typeof label === 'string') return label === '' ? messages.changesEmpty : label;
  if (label === null) return idText(ids);
  if (!Array.isArray(label)) return undefined;
  const labels: readonly unknown[] = label;
  if (labels.length === 0) return messages.changesEmpty;
  if (!labels.every((item) => item === null || typeof item === 'string')) return undefined;
  const idList: readonly unknown[] = Array.isArray(ids) ? ids : [];
  return labels.map((item, index) => (typeof item === 'string' && item !== '' ? item : idText(idList[index]))).join(', ');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
