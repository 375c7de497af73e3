/** The text an input shows for a value: '' for none. */
export function getInputText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
