import type { CellProps } from './CellProps.js';

/**
 * Draws the referenced row's label the API sent in `$labels`; '-' when there is none (an unknown or missing id).
 * A many-reference field (an array of ids) has an array of labels: each is drawn, '-' for an unknown id.
 */
export function ReferenceCell({ column, row, value }: CellProps) {
  const labels: unknown = row.$labels?.[column.field];
  if (Array.isArray(value) || Array.isArray(labels)) {
    const ids: readonly unknown[] = Array.isArray(value) ? value : [];
    const texts: readonly unknown[] = Array.isArray(labels) ? labels : [];
    if (ids.length === 0 && texts.length === 0) return null;
    const count = Math.max(ids.length, texts.length);
    const items = Array.from({ length: count }, (_, index) => {
      const text = texts[index];
      return typeof text === 'string' && text !== '' ? text : '-';
    });
    return (
      <ul className="cell-list">
        {items.map((text, index) => (
          <li key={`${String(ids[index] ?? index)}`}>{text}</li>
        ))}
      </ul>
    );
  }
  return <>{typeof labels === 'string' ? labels : '-'}</>;
}
