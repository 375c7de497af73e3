const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day of a 'YYYY-MM-DD' text as a local Date at midnight (what a calendar draws), or undefined when
 * the text is not a real day ('2026-02-30'). Never through Date's parser, which reads it as a UTC instant.
 */
export function parseLocalDate(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const match = DAY.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // A 4-digit year below 100 would land in 19xx through the constructor.
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** A Date's local calendar day as 'YYYY-MM-DD' (local parts; toISOString would shift it across the UTC day). */
export function formatLocalDate(date: Date): string {
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
