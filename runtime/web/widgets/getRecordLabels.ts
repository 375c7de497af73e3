/**
 * Labels of a many-reference field as a loaded record carries them: `$labels[field]` is an array aligned with
 * the record's ids (null for an unknown id). Ids without a label are left out.
 */
export function getRecordLabels(record: Readonly<Record<string, unknown>> | null, field: string): Map<string, string> {
  const labels = new Map<string, string>();
  if (!record) return labels;
  const ids = record[field];
  const $labels = record.$labels;
  const texts = typeof $labels === 'object' && $labels !== null ? ($labels as Record<string, unknown>)[field] : undefined;
  if (!Array.isArray(ids) || !Array.isArray(texts)) return labels;
  ids.forEach((id: unknown, index) => {
    const text: unknown = texts[index];
    if ((typeof id === 'string' || typeof id === 'number') && typeof text === 'string') labels.set(String(id), text);
  });
  return labels;
}
