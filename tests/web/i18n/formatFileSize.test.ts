import { prettierBytes as uppyBytes } from '@transloadit/prettier-bytes';
import dayjs from 'dayjs';
import { formatFileSize } from '../../../runtime/web/i18n/index.js';

describe('formatFileSize', () => {
  it.each([
    [4_000_000, 'es', '3,8 MB'],
    [4_000_000, 'en', '3.8 MB'],
    [0, 'es', '0 B'],
    [512, 'es', '512 B'],
    [1536, 'es', '1,5 KB'],
    [20_480, 'es', '20 KB'],
    [1024 * 1024, 'es', '1 MB'],
    [15 * 1024 * 1024 * 1024, 'es', '15 GB'],
  ])('%d bytes in %s: %s', (bytes, locale, want) => {
    expect(formatFileSize(bytes, locale)).toBe(want);
  });

  it("Uppy's dashboard imports the app's formatter in place of @transloadit/prettier-bytes (the build's alias), in the app's locale", () => {
    const before = dayjs.locale();
    dayjs.locale('es');
    try {
      expect(uppyBytes(4_000_000)).toBe('3,8 MB');
    } finally {
      dayjs.locale(before);
    }
  });
});
