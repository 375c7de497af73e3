import { getOneOfOptions, type FieldDefinition } from '../../shared/index.js';
import type { Messages } from '../i18n/index.js';
import { getHtmlText } from './getHtmlText.js';

/** One value of a change as text (getChangeLines' fallback): Sí/No, an option's label, a rich text's words, '(vacío)' for nothing. */
export function formatChangeValue(value: unknown, field: FieldDefinition | undefined, messages: Messages): string {
  if (value === null || value === undefined || value === '') return messages.changesEmpty;
  if (typeof value === 'boolean') return value ? messages.yes : messages.no;
  if (field && (typeof value === 'string' || typeof value === 'number')) {
    const option = (getOneOfOptions(field.schema) ?? []).find((candidate) => candidate.value === value);
    if (option) return option.label;
  }
  if (typeof value === 'string') return field?.html ? getHtmlText(value) || messages.changesEmpty : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    if (items.length === 0) return messages.changesEmpty;
    if (items.every((item) => item === null || typeof item !== 'object')) return items.map((item) => formatChangeValue(item, undefined, messages)).join(', ');
  }
  return JSON.stringify(value);
}
