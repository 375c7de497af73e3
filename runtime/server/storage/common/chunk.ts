/** Splits a list into lists of at most `size` items, so IN lists and multi-row inserts stay within engine limits. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
