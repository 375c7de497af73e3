/** JSON with object keys sorted, so `{a,b}` and `{b,a}` read the same; `undefined` reads as such (JSON has no text for it). */
export function toCanonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      item && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
        : item,
    ) ?? 'undefined'
  );
}
