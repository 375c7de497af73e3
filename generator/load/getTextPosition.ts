/** A place in a text file, both 1-based, the column counted in UTF-16 code units as editors do. */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/** The line and column of a character offset (a `\r\n` ends one line). */
export function getTextPosition(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
