import type { RJSFSchema } from '@rjsf/utils';
import { createErrorTransformer, createFormValidator } from '../../../runtime/web/forms/createFormValidator.js';
import { isHttpUrl } from '../../../runtime/web/forms/isHttpUrl.js';
import { getMessages } from '../../../runtime/web/index.js';

const schema: RJSFSchema = { type: 'object', properties: { link: { type: 'string', format: 'uri' } } };

function getErrors(locale: string, link: string): string[] {
  const validator = createFormValidator(locale);
  const { errors } = validator.validateFormData({ link }, schema, undefined, createErrorTransformer(getMessages(locale)));
  return errors.map((error) => error.message ?? '');
}

describe('isHttpUrl (format "uri")', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1#top', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://sub.example.com:8443/a', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://example.com/file', false],
    ['mailto:ana@example.com', false],
    ['/relative/path', false],
    ['//example.com/x', false],
    ['http:example.com', false],
    ['https://', false],
    ['https:// example.com', false],
    ['https://exa mple.com', false],
    ['https://example.com/a b', false],
    [' https://example.com', false],
    ['https:\\\\example.com', false],
    ['https://bank.example@evil.example/', false],
    ['https://a:b@example.com/', false],
    ['java\tscript:alert(1)', false],
    ['', false],
  ])('%s → %s', (value, want) => {
    expect(isHttpUrl(value)).toBe(want);
  });
});

describe('createFormValidator', () => {
  it('refuses a non-http(s) URL with a clear Spanish message', () => {
    expect(getErrors('es', 'javascript:alert(1)')).toEqual(['Debe ser una dirección http:// o https://']);
    expect(getErrors('es', 'https://example.com/a')).toEqual([]);
  });

  it('says it in English for an English app', () => {
    expect(getErrors('en', 'data:text/html,x')).toEqual(['Must be an http:// or https:// address']);
  });
});
