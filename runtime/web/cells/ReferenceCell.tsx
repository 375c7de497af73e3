import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdmin } from '../context/index.js';
import { getReferenceViewRoute } from '../references/getReferenceViewRoute.js';
import type { CellProps } from '../registry/CellProps.js';

/**
 * Draws the referenced row's label the API sent in `$labels`, linked to that row's view page when its entity declares
 * one; '-' when there is none (an unknown or missing id). A many-reference field (an array of ids) has an array of
 * labels: each is drawn, '-' for an unknown id.
 */
export function ReferenceCell({ column, row, value, entity }: CellProps) {
  const { entities } = useAdmin();
  const reference = entity ? entities.get(entity)?.references.find((candidate) => candidate.field === column.field) : undefined;
  const target = reference ? entities.get(reference.entity) : undefined;
  const draw = (id: unknown, text: unknown): ReactNode => {
    if (typeof text !== 'string' || text === '') return '-';
    const to = typeof id === 'string' || typeof id === 'number' ? getReferenceViewRoute(target, String(id)) : null;
    return to ? <Link to={to}>{text}</Link> : text;
  };
  const labels: unknown = row.$labels?.[column.field];
  if (Array.isArray(value) || Array.isArray(labels)) {
    const ids: readonly unknown[] = Array.isArray(value) ? value : [];
    const texts: readonly unknown[] = Array.isArray(labels) ? labels : [];
    if (ids.length === 0 && texts.length === 0) return null;
    const count = Math.max(ids.length, texts.length);
    return (
      <ul className="cell-list">
        {Array.from({ length: count }, (_, index) => (
          <li key={`${String(ids[index] ?? index)}`}>{draw(ids[index], texts[index])}</li>
        ))}
      </ul>
    );
  }
  return <>{draw(value, labels)}</>;
}
