import { createObjectId, isObjectId } from '../../../runtime/server/ids/createObjectId.js';

describe('createObjectId', () => {
  it('is 24 hex characters starting with the seconds of its date', () => {
    const date = new Date('2026-01-02T03:04:05Z');
    const id = createObjectId(date);
    expect(isObjectId(id)).toBe(true);
    expect(parseInt(id.slice(0, 8), 16)).toBe(date.getTime() / 1000);
  });

  it('sorts by creation time and never repeats', () => {
    const ids = Array.from({ length: 1000 }, () => createObjectId());
    expect(new Set(ids).size).toBe(1000);
    const earlier = createObjectId(new Date('2025-01-01T00:00:00Z'));
    const later = createObjectId(new Date('2026-01-01T00:00:00Z'));
    expect(earlier < later).toBe(true);
  });

  it.each([
    ['0123456789abcdef01234567', true],
    ['0123456789ABCDEF01234567', false],
    ['abc', false],
    [42, false],
  ])('isObjectId(%s) is %s', (value, expected) => {
    expect(isObjectId(value)).toBe(expected);
  });
});
