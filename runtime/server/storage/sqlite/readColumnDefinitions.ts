import { findClosingParenthesis } from './findClosingParenthesis.js';

/** One column's definition in a CREATE TABLE text: where it starts and ends, and its generation expression if any. */
export interface ColumnDefinition {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  /** The text inside `generated always as (…)` (or `as (…)`), null for a stored column. */
  readonly generated: string | null;
}

const CONSTRAINT = /^(?:constraint|primary|foreign|unique|check)\b/i;

/**
 * The column definitions of a CREATE TABLE text as SQLite keeps it (sqlite_master.sql): the body split at its top-level
 * commas, skipping quoted text and parentheses, table constraints left out.
 */
export function readColumnDefinitions(created: string): ColumnDefinition[] {
  const open = indexOutsideQuotes(created, '(', 0);
  if (open === -1) return [];
  const definitions: ColumnDefinition[] = [];
  let depth = 0;
  let start = open + 1;
  for (let at = open + 1; at < created.length; at += 1) {
    const char = created[at]!;
    if (char === "'" || char === '"' || char === '`') {
      const close = created.indexOf(char, at + 1);
      at = close === -1 ? created.length : close;
      // A doubled quote stays inside the text: the loop's next character is the second quote, read as a new opening.
      continue;
    }
    if (char === '[') {
      const close = created.indexOf(']', at + 1);
      at = close === -1 ? created.length : close;
      continue;
    }
    if (char === '(') depth += 1;
    else if (char === ')' && depth > 0) depth -= 1;
    else if ((char === ',' && depth === 0) || (char === ')' && depth === 0)) {
      const definition = readDefinition(created, start, at);
      if (definition) definitions.push(definition);
      if (char === ')') break;
      start = at + 1;
    }
  }
  return definitions;
}

function readDefinition(created: string, from: number, to: number): ColumnDefinition | null {
  const text = created.slice(from, to);
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  if (body === '' || CONSTRAINT.test(body)) return null;
  const name = /^(?:"((?:[^"]|"")*)"|`([^`]*)`|\[([^\]]*)\]|([^\s(]+))/.exec(body);
  if (!name) return null;
  const generated = /\bgenerated\s+always\s+as\s*\(|\sas\s*\(/i.exec(body);
  let expression: string | null = null;
  if (generated) {
    const begin = generated.index + generated[0].length;
    expression = body.slice(begin, findClosingParenthesis(body, begin) - 1);
  }
  return { name: name[1]?.replace(/""/g, '"') ?? name[2] ?? name[3] ?? name[4]!, start: from + lead, end: from + lead + body.length, generated: expression };
}

function indexOutsideQuotes(text: string, wanted: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === "'" || char === '"' || char === '`') {
      const close = text.indexOf(char, at + 1);
      if (close === -1) return -1;
      at = close;
      continue;
    }
    if (char === wanted) return at;
  }
  return -1;
}
