/** The value at a path of keys inside nested objects; undefined when any step is missing. */
export function getValueAtPath(data: unknown, path: readonly string[]): unknown {
  let current = data;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
