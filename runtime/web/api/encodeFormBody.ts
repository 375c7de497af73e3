/** One `key=value` pair of a form-encoded body, before percent-encoding. */
export type FormEntry = readonly [key: string, value: string];

/**
 * The pairs a value is sent as in an `application/x-www-form-urlencoded` body, in bracket notation (what
 * qs reads back): arrays of primitives as repeated `key[]`, arrays holding objects as `key[i][prop]`, nested
 * objects as `obj[prop]`; numbers and booleans as text, null as '' (a line's generated key '' when it has none),
 * an empty array as `key=` (an emptied list), undefined and empty objects as nothing.
 */
export function getFormEntries(value: Readonly<Record<string, unknown>>): FormEntry[] {
  const entries: FormEntry[] = [];
  for (const [key, item] of Object.entries(value)) addEntries(entries, key, item);
  return entries;
}

/** The form-encoded body of a value (see getFormEntries), percent-encoded like an HTML form. */
export function encodeFormBody(value: Readonly<Record<string, unknown>>): string {
  return new URLSearchParams(getFormEntries(value).map(([key, text]) => [key, text])).toString();
}

function addEntries(entries: FormEntry[], key: string, value: unknown): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    entries.push([key, '']);
    return;
  }
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    if (items.length === 0) entries.push([key, '']);
    else if (items.every(isPrimitive)) for (const item of items) addEntries(entries, `${key}[]`, item);
    // Indexed, so the properties of one object stay together when qs reads them back.
    else items.forEach((item, index) => addEntries(entries, `${key}[${index}]`, item));
    return;
  }
  if (value instanceof Date) {
    entries.push([key, value.toISOString()]);
    return;
  }
  if (typeof value === 'object') {
    for (const [property, item] of Object.entries(value)) addEntries(entries, `${key}[${property}]`, item);
    return;
  }
  entries.push([key, String(value)]);
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}
