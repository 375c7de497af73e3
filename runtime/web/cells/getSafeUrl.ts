/**
 * The URL to put in an href or src, or null when it could run script or leave the allowed places:
 * absolute http(s) URLs, and with `allowPath` also same-origin paths (`/uploads/a.png`, not `//host/a.png`).
 */
export function getSafeUrl(value: unknown, allowPath = false): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (allowPath && /^\/(?![/\\])/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  // The parser drops tabs and newlines and lowercases the scheme, so `java\tscript:` is caught here too.
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
