import type { WhenDefinition } from './types.js';

/** Whether a row is in one of the states a link or action declares: always without `when`, else its field's value (as text) is listed. */
export function isWhenMet(when: WhenDefinition | null | undefined, row: Readonly<Record<string, unknown>>): boolean {
  if (!when) return true;
  const value = row[when.field];
  return value !== null && value !== undefined && when.in.includes(String(value));
}
