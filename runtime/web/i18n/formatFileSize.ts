import dayjs from 'dayjs';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * A file's size the way Uppy measures it (steps of 1024) but written in the app's language: 4,000,000 bytes read
 * '3,8 MB' in Spanish, '3.8 MB' in English; one decimal below 10, none above. `locale` defaults to dayjs's (the app's).
 */
export function formatFileSize(bytes: number, locale: string = dayjs.locale()): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  const digits = exponent > 0 && value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[exponent]}`;
}

/** Uppy's own formatter's name and signature: Vite points Uppy's `@transloadit/prettier-bytes` import here. */
export function prettierBytes(bytes: number): string {
  return formatFileSize(bytes);
}
