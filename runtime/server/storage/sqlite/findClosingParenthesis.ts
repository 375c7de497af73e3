/**
 * The index just past the parenthesis that closes one opened before `start` in SQL `text` (or text's end), skipping
 * quoted text ('…' literals, "…" names; a doubled quote stays inside).
 */
export function findClosingParenthesis(text: string, start: number): number {
  let depth = 1;
  let at = start;
  while (depth > 0 && at < text.length) {
    const char = text[at]!;
    if (char === "'" || char === '"') {
      const close = text.indexOf(char, at + 1);
      at = close === -1 ? text.length : close + 1;
      continue;
    }
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    at += 1;
  }
  return at;
}
