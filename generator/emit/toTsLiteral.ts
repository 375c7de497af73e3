const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const MAX_LINE = 100;

/**
 * Prints a JSON value as a TypeScript literal: 2-space indent, bare keys where possible, and any
 * object or array that fits on its line (`prefix` characters already there) printed inline.
 */
export function toTsLiteral(value: unknown, indent = '', prefix = 0): string {
  if (value === null || typeof value !== 'object') return printPrimitive(value);
  const inline = printInline(value);
  // +1 for the trailing comma the caller puts after the value.
  if (indent.length + prefix + inline.length + 1 <= MAX_LINE) return inline;
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${toTsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const lines = getEntries(value).map(([key, item]) => {
    const head = `${printKey(key)}: `;
    return `${inner}${head}${toTsLiteral(item, inner, head.length)},`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function printInline(value: unknown): string {
  if (value === null || typeof value !== 'object') return printPrimitive(value);
  if (Array.isArray(value)) return `[${value.map(printInline).join(', ')}]`;
  const entries = getEntries(value);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${printKey(key)}: ${printInline(item)}`).join(', ')} }`;
}

function getEntries(value: object): [string, unknown][] {
  return Object.entries(value).filter(([, item]) => item !== undefined);
}

function printKey(key: string): string {
  return IDENTIFIER.test(key) ? key : quote(key);
}

function printPrimitive(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  throw new Error(`cannot print ${typeof value} as a literal`);
}

/** Single-quoted string literal; JSON escapes cover everything else (\n, \u2028, …). */
function quote(text: string): string {
  const json = JSON.stringify(text);
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
