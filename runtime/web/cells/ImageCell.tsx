import type { CellProps } from './CellProps.js';
import { getSafeUrl } from './getSafeUrl.js';

/** Draws an image URL as a fixed-size, lazy-loaded thumbnail (alt: the column's title); URLs that are not http(s) or same-origin stay text. */
export function ImageCell({ value, column }: CellProps) {
  if (value === null || value === undefined || value === '') return null;
  const src = getSafeUrl(value, true);
  if (!src) return <span className="cell-image-text">{String(value)}</span>;
  return <img className="cell-image" src={src} alt={column.title} loading="lazy" width={64} height={40} />;
}
