import fc from 'fast-check';
import { isImageAddress } from '../../runtime/shared/isImageAddress.js';
import { HOSTILE_IMAGE_ADDRESSES } from '../fixtures/hostileImageAddresses.js';

describe('isImageAddress', () => {
  it.each([
    ['https://example.com/x.png', true],
    ['http://cdn.example.com/a/b.jpg?w=300#top', true],
    ['https://example.com:8443/x.webp', true],
    ['/api/uploads/images/0f3c-foto.png', true],
    ['/api/uploads/uploads/foto_1.jpeg', true],
    ['/uploads/images/foto.png', true],
    ['/admin/api/uploads/images/foto.png', true],
    ['/demo/banner-1.svg', true],
    ['/demo/lessons/lesson-2.svg', true],
    ['HTTPS://EXAMPLE.COM/x.png', false],
    ['https://example.com/a..b.png', false],
    ['/api/uploads/images/sub/x.png', false],
    ['/api/uploads/images/.hidden', false],
    ...HOSTILE_IMAGE_ADDRESSES.map((address): [string, boolean] => [address, false]),
  ])('%j → %s', (value, want) => {
    expect(isImageAddress(value)).toBe(want);
  });

  it('refuses any address with a control character, whitespace or a backslash', () => {
    const noise = fc.constantFrom('\u0000', '\u0009', '\u000a', '\u000d', '\u001f', '\u007f', '\u0085', '\u00a0', ' ', '\\', '\u2028', '\ufeff');
    fc.assert(
      fc.property(fc.string(), noise, fc.string(), (before, bad, after) => {
        for (const start of ['https://example.com/', '/api/uploads/images/', '/demo/', '']) expect(isImageAddress(`${start}${before}${bad}${after}`)).toBe(false);
      }),
    );
  });

  it('refuses anything that is not http(s):// or a path starting with /', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !/^https?:\/\//.test(value) && !value.startsWith('/')),
        (value) => !isImageAddress(value),
      ),
    );
  });

  it('refuses a path outside the upload service and the demo pictures', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,8}$/).filter((value) => !value.includes('..'));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const value = `/${segments.join('/')}`;
        const isUpload = segments.length >= 3 && segments[segments.length - 3] === 'uploads';
        const isDemo = segments[0] === 'demo' && segments.length >= 2;
        expect(isImageAddress(value)).toBe(isUpload || isDemo);
      }),
    );
  });
});
