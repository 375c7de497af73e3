import { getReturnPath } from '../../../runtime/web/index.js';

describe('getReturnPath', () => {
  it.each([
    ['a path of this site', '/sellers/s1/edit?tab=2', '/sellers/s1/edit?tab=2'],
    ['nothing', null, '/'],
    ['another host', 'https://evil.example/', '/'],
    ['a protocol-relative URL', '//evil.example/x', '/'],
    ['a backslash trick', '/\\evil.example', '/'],
    ['javascript:', 'javascript:alert(1)', '/'],
    ['the login page itself', '/login?next=/x', '/'],
  ])('%s', (_name, next, want) => {
    expect(getReturnPath(next)).toBe(want);
  });
});
