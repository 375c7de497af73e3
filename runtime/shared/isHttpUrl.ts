// Whitespace or a control character anywhere is how `java\tscript:` or ` javascript:` slip past checks.
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * The rule of `format: "uri"`, one for the server's ajv, the web forms and their precompiled validators: an absolute http://
 * or https:// URL with a host, no whitespace, control characters or backslashes, no `user:password@` before the host.
 */
export function isHttpUrl(value: string): boolean {
  if (URL_NOISE.test(value) || !/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // `https://bank.example@evil.example` shows one host and opens another.
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
}
