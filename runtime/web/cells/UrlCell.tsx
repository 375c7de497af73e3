import type { CellProps } from '../registry/CellProps.js';
import { getSafeUrl } from './getSafeUrl.js';

/** Draws an http(s) URL as a link opening in a new tab; any other scheme (javascript:, data:) is plain text. */
export function UrlCell({ value }: CellProps) {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const href = getSafeUrl(value);
  if (!href) return <>{text}</>;
  return (
    <a className="cell-url" href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
