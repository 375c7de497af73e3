// A sequence field's template ("F-{year}-{seq:5}"): the server fills it on create with the next number of its scope.
// The scope is the template with every placeholder but the number filled ("F-2026-"): each year, or each value of a
// field the template names, counts from 1 on its own, without gaps.

/** The placeholders a sequence template may hold besides `{seq}`/`{seq:N}` and the row's fields. */
export const SEQUENCE_DATE_PARTS = ['year', 'month', 'day'] as const;

export type SequencePart =
  | { readonly text: string }
  | { readonly seq: number }
  | { readonly date: (typeof SEQUENCE_DATE_PARTS)[number] }
  | { readonly field: string };

/** The template's parts; `{seq:5}` pads the number to 5 digits, `{seq}` not at all. */
export function parseSequenceTemplate(template: string): SequencePart[] {
  const parts: SequencePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{([^{}]*)\}/g)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    const [name = '', width] = (match[1] as string).split(':');
    if (name === 'seq') parts.push({ seq: width === undefined ? 0 : Number(width) });
    else if ((SEQUENCE_DATE_PARTS as readonly string[]).includes(name)) parts.push({ date: name as SequencePart extends { date: infer D } ? D : never });
    else parts.push({ field: name });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** The row's fields a template names (its scope besides the date parts). */
export function getSequenceFields(template: string): string[] {
  return parseSequenceTemplate(template).flatMap((part) => ('field' in part ? [part.field] : []));
}

/**
 * The template filled from the row and the creation time (the server's local calendar), `{seq}` left as `{seq}`:
 * the counter's scope. With `seq`, the value itself.
 */
export function fillSequenceTemplate(template: string, row: Readonly<Record<string, unknown>>, now: Date, seq?: number): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return parseSequenceTemplate(template)
    .map((part) => {
      if ('text' in part) return part.text;
      if ('seq' in part) return seq === undefined ? '{seq}' : pad(seq, part.seq);
      if ('date' in part) return part.date === 'year' ? String(now.getFullYear()) : part.date === 'month' ? pad(now.getMonth() + 1, 2) : pad(now.getDate(), 2);
      const value = row[part.field];
      return value === undefined || value === null ? '' : String(value);
    })
    .join('');
}
