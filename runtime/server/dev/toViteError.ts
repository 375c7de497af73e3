import type { ErrorPayload } from 'vite';

/** One build problem as `dev` shows it: where it is (the schema file, absolute) and the build's own line for it. */
export interface DevProblem {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  /** The build's message for it: `schemas/x.json:12:7: /pointer: what is wrong and how to fix it`. */
  readonly text: string;
}

/** Lines of the schema shown around the first problem. */
const FRAME_CONTEXT = 2;

/**
 * The error Vite's overlay draws for a failed build: every problem's line (the terminal's text), the first problem's
 * file and position (the overlay links it to the editor) and the schema's lines around it. `readFile` gives the
 * schema's text, or undefined when it cannot be read.
 */
export function toViteError(problems: readonly DevProblem[], readFile: (file: string) => string | undefined): ErrorPayload['err'] {
  const first = problems[0];
  const heading = problems.length === 1 ? 'admin-gen: 1 schema error' : `admin-gen: ${problems.length} schema errors`;
  const err: ErrorPayload['err'] = {
    message: `${heading} (the page keeps the last model that built; it reloads once the schemas build again)\n${problems.map((problem) => problem.text).join('\n')}`,
    stack: '',
    plugin: 'admin-gen',
  };
  if (!first) return err;
  err.id = first.file;
  if (first.line === undefined) return err;
  err.loc = { file: first.file, line: first.line, column: first.column ?? 1 };
  const text = readFile(first.file);
  if (text !== undefined) err.frame = getCodeFrame(text, first.line, first.column ?? 1);
  return err;
}

/** The lines around `line` (1-based), numbered, with a caret under `column`, as Vite's own frames look. */
export function getCodeFrame(text: string, line: number, column: number): string {
  const lines = text.split(/\r?\n/);
  const start = Math.max(1, line - FRAME_CONTEXT);
  const end = Math.min(lines.length, line + FRAME_CONTEXT);
  const width = String(end).length;
  const out: string[] = [];
  for (let number = start; number <= end; number++) {
    const gutter = String(number).padStart(width);
    out.push(`${number === line ? '>' : ' '} ${gutter} | ${lines[number - 1]}`);
    if (number === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
