/** Builds a JSON pointer (RFC 6901) from path segments, escaping `~` and `/`. */
export function jsonPointer(...segments: readonly (string | number)[]): string {
  return segments.map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
