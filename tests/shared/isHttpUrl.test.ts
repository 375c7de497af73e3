import { isHttpUrl } from '../../runtime/shared/isHttpUrl.js';

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a/b?c=d#e', true],
    ['HTTPS://EXAMPLE.COM/', true],
    ['https://example.com:8443/x', true],
    ['https://xn--andu-hqa.example/ñ', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['&#106;avascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://example.com/a', false],
    ['mailto:ana@example.com', false],
    ['//example.com', false],
    ['/relative', false],
    ['example.com', false],
    ['https:example.com', false],
    ['https:/example.com', false],
    ['https://', false],
    [' https://example.com', false],
    ['https://example.com ', false],
    ['https://exa mple.com', false],
    ['https://example.com\n', false],
    ['https://example.com/\u0000', false],
    ['https:\\\\example.com', false],
    ['https://bank.example@evil.example', false],
    ['https://user:pass@example.com', false],
    ['', false],
  ])('%j → %s', (value, want) => {
    expect(isHttpUrl(value)).toBe(want);
  });
});
