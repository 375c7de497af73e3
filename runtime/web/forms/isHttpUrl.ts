/**
 * The rule of `format: "uri"` (the same as the server's): an absolute http:// or https:// address with a host
 * and no spaces, so `javascript:`, `data:`, relative paths and `http:host` are refused.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#\\]+(?:[/?#]\S*)?$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
