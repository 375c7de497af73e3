import type { FieldModel, StoredValue } from '../../../../../shared/migrations/index.js';
import { getValueKind } from './getValueKind.js';

/** Why a value a decision names cannot be stored in the field as it becomes (English), or null when it fits. */
export function getValueProblem(to: FieldModel, value: StoredValue): string | null {
  if (value === null) return null;
  const kind = getValueKind(to);
  const fits =
    kind === 'text' || kind === 'date' || kind === 'date-time'
      ? typeof value === 'string'
      : kind === 'integer'
        ? Number.isSafeInteger(value)
        : kind === 'real'
          ? typeof value === 'number' && Number.isFinite(value)
          : kind === 'boolean'
            ? typeof value === 'boolean'
            : kind === 'array'
              ? Array.isArray(value)
              : typeof value === 'object' && !Array.isArray(value);
  if (!fits) return `${JSON.stringify(value)} is not a${kind === 'integer' || kind === 'array' || kind === 'object' ? 'n' : ''} ${kind} value`;
  if (typeof value === 'string') {
    if (kind === 'date' && !isDate(value)) return `${JSON.stringify(value)} is not a date written YYYY-MM-DD`;
    if (kind === 'date-time' && !isDateTime(value)) return `${JSON.stringify(value)} is not a date-time written YYYY-MM-DDTHH:MM:SS.sssZ`;
    if (to.maxLength !== undefined && [...value].length > to.maxLength) return `${JSON.stringify(value)} is longer than maxLength ${to.maxLength}`;
  }
  if (to.enum && !to.enum.includes(value as string | number | boolean)) return `${JSON.stringify(value)} is not one of the field's enum values`;
  return null;
}

function isDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !text.startsWith('0000') && isDateTime(`${text}T00:00:00.000Z`);
}

function isDateTime(text: string): boolean {
  const time = Date.parse(text);
  return !Number.isNaN(time) && !text.startsWith('0000') && new Date(time).toISOString() === text;
}
