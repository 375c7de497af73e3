import { isHttpUrl } from './isHttpUrl.js';

/** The `format` normalize gives an image field (`contentMediaType: "image/*"`) that declares none: isImageAddress's rule. */
export const IMAGE_ADDRESS_FORMAT = 'image-address';

// Same as the examples' copied pattern: a host that starts with a letter or digit, no whitespace, backslash, `@` or control character.
const WEB_IMAGE = /^https?:\/\/[A-Za-z0-9][^\s\\@\u0000-\u001f\u007f-\u009f]*$/;
// `{apiBase}/uploads/<folder>/<file>` (any apiBase: the format does not know the site's) or the demo pictures under /demo/.
const SEGMENT = '/[A-Za-z0-9_-][A-Za-z0-9._-]*';
const UPLOADED_IMAGE = new RegExp(`^(?:${SEGMENT})*/uploads${SEGMENT}${SEGMENT}$`);
const DEMO_IMAGE = new RegExp(`^/demo(?:${SEGMENT})+$`);

/**
 * The rule of an image's address, one for the server's ajv, the web forms, their precompiled validators and check-api:
 * an http(s) URL as isHttpUrl takes it (lower-case scheme, host first, no `@`), or a path of the upload service or of the
 * demo pictures; never `..`, whitespace, a backslash or a control character, so no `javascript:`, `data:`, `//host` or `/\host`.
 */
export function isImageAddress(value: string): boolean {
  if (value.includes('..')) return false;
  if (WEB_IMAGE.test(value)) return isHttpUrl(value);
  return UPLOADED_IMAGE.test(value) || DEMO_IMAGE.test(value);
}
