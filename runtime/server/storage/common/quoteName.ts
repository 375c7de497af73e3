/** An identifier quoted for SQL text (names come from validated schemas, the quoting is belt and braces). */
export function quoteName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
