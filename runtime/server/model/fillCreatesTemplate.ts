// `{name}`, `{a.b}`, `{a.b|fallback text}`, `{sum:children.field}`; the fallback may hold any character but `}`.
const PLACEHOLDER = /\{(?:sum:([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)|([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\|([^}]*))?)\}/g;

/**
 * A CreatesDefinition value over the new record: `{field}` or `{object.field}` its value, `{field|fallback}` the
 * value or the fallback text when empty (absent, null, ''), `{sum:children.field}` the sum over that array rounded
 * to 2 decimals; anything else is literal. A template that is exactly one placeholder yields the value as it is
 * (a number stays a number; absent stays undefined); otherwise the parts are joined as text.
 */
export function fillCreatesTemplate(template: string, record: Readonly<Record<string, unknown>>): unknown {
  const matches = [...template.matchAll(PLACEHOLDER)];
  const only = matches[0];
  if (matches.length === 1 && only && only[0] === template) return evaluate(record, only[1], only[2], only[3], only[4]);
  return template.replace(PLACEHOLDER, (_match, sumArray?: string, sumField?: string, path?: string, fallback?: string) => {
    const value = evaluate(record, sumArray, sumField, path, fallback);
    return value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}

/** The record fields a template reads (`address.name`, `lines`), to name them when the created row is refused. */
export function getCreatesTemplateSources(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? match[3]!);
}

function evaluate(record: Readonly<Record<string, unknown>>, sumArray?: string, sumField?: string, path?: string, fallback?: string): unknown {
  if (sumArray !== undefined && sumField !== undefined) {
    const items = record[sumArray];
    let total = 0;
    for (const item of Array.isArray(items) ? items : []) {
      const value = typeof item === 'object' && item !== null ? Number((item as Record<string, unknown>)[sumField]) : NaN;
      if (Number.isFinite(value)) total += value;
    }
    return roundToCents(total);
  }
  const value = getPath(record, path ?? '');
  if (fallback !== undefined && (value === undefined || value === null || value === '')) return fallback;
  return value;
}

function getPath(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = record;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Half-up to cents in decimal, not binary: 10.1 + 20.2 + 0.005 is 30.31, as a person adding the lines gets. */
export function roundToCents(value: number): number {
  const text = String(Number(value.toPrecision(12))); // Drops the binary noise of the additions.
  if (/e/i.test(text)) return Number.isInteger(value) ? value : Math.round(value * 100) / 100; // Huge or tiny: no cents to round.
  const cents = Math.round(Number(`${text}e2`));
  return cents / 100 || 0;
}
