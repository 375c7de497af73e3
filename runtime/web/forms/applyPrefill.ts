type Data = Readonly<Record<string, unknown>>;

/**
 * The form's data with the prefill values in the fields the user has not typed into: a field is filled when it is
 * empty or still holds what the last prefill put there (`filled`, updated in place). Nothing changes when the chosen
 * row is no longer the one chosen (`field` holds another id now): a late answer never fills for an old choice.
 */
export function applyPrefill(data: Data, field: string, chosen: string, values: Data, filled: Record<string, unknown>): Data {
  if (data[field] !== chosen) return data;
  let changed: Record<string, unknown> | null = null;
  for (const [target, value] of Object.entries(values)) {
    const current = data[target];
    const untouched = current === undefined || current === null || current === '' || (Object.hasOwn(filled, target) && isSameValue(current, filled[target]));
    if (!untouched || isSameValue(current, value)) continue;
    changed ??= { ...data };
    changed[target] = value;
    filled[target] = value;
  }
  return changed ?? data;
}

function isSameValue(a: unknown, b: unknown): boolean {
  // Form values are JSON data; the same text is the same value.
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
