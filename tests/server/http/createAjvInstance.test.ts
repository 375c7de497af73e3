import { createAjvInstance, SANITIZE_HTML_KEYWORD } from '../../../runtime/server/http/createAjvInstance.js';

describe('createAjvInstance', () => {
  it('format uri and url take absolute http(s) addresses only', () => {
    const ajv = createAjvInstance();
    const uri = ajv.compile({ type: 'string', format: 'uri' });
    const url = ajv.compile({ type: 'string', format: 'url' });
    for (const validate of [uri, url]) {
      expect(validate('https://example.com/a')).toBe(true);
      expect(validate('javascript:alert(1)')).toBe(false);
      expect(validate('data:text/html,x')).toBe(false);
      expect(validate('//example.com')).toBe(false);
    }
  });

  it('sanitizes a marked string in place before maxLength judges it', () => {
    const validate = createAjvInstance().compile({
      type: 'object',
      properties: { body: { type: 'string', maxLength: 12, [SANITIZE_HTML_KEYWORD]: true }, plain: { type: 'string' } },
    });
    const data = { body: '<p onclick="x">hola</p><script>' + 'x'.repeat(100) + '</script>', plain: '<script>' };
    expect(validate(data)).toBe(true);
    expect(data).toEqual({ body: '<p>hola</p>', plain: '<script>' });
  });

  it('sanitizes items of arrays and leaves non-strings to the type rule', () => {
    const validate = createAjvInstance().compile({
      type: 'object',
      properties: { lines: { type: 'array', items: { type: 'object', properties: { html: { type: ['string', 'null'], [SANITIZE_HTML_KEYWORD]: true } } } } },
    });
    const data = { lines: [{ html: '<img src=x onerror=alert(1)>ok' }, { html: null }] };
    expect(validate(data)).toBe(true);
    expect(data.lines).toEqual([{ html: 'ok' }, { html: null }]);
    expect(validate({ lines: [{ html: 3 }] })).toBe(false);
  });
});
