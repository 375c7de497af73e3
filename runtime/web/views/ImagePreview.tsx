import { getSafeUrl } from '../cells/getSafeUrl.js';

export interface ImagePreviewProps {
  readonly value: unknown;
  readonly title: string;
}

/** An image field on a view page: a larger preview linked to the file; an address that is not http(s) or same-origin stays text. */
export function ImagePreview({ value, title }: ImagePreviewProps) {
  if (typeof value !== 'string' || value === '') return null;
  const src = getSafeUrl(value, true);
  if (!src) return <span>{value}</span>;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img className="view-image" src={src} alt={title} loading="lazy" />
    </a>
  );
}
