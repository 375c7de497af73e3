import { useAdmin } from '../context/index.js';
import type { CellProps } from '../registry/CellProps.js';
import { getImageAlt } from './getImageAlt.js';
import { getSafeUrl } from './getSafeUrl.js';

/**
 * Draws an image URL as a fixed-size, lazy-loaded thumbnail, its alt text the row's label (getImageAlt); URLs that are
 * not http(s) or same-origin stay text.
 */
export function ImageCell({ value, column, row, entity }: CellProps) {
  const { entities } = useAdmin();
  if (value === null || value === undefined || value === '') return null;
  const src = getSafeUrl(value, true);
  if (!src) return <span className="cell-image-text">{String(value)}</span>;
  const labelField = entity ? (entities.get(entity)?.labelField ?? null) : null;
  return <img className="cell-image" src={src} alt={getImageAlt(column, row, labelField)} loading="lazy" width={64} height={40} />;
}
