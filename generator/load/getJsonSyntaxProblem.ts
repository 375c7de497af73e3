import { getTextPosition } from './getTextPosition.js';
import type { TextPosition } from './getTextPosition.js';
import { jsonPointer } from '../shared/jsonPointer.js';

/** A JSON syntax error: where it is (offset, line and column, and the pointer of the member being written) and what was expected. */
export interface JsonSyntaxProblem extends TextPosition {
  readonly pointer: string;
  readonly message: string;
}

/** A token as a maintainer sees it; strings and words are kept whole even when malformed, to name them. */
interface Token {
  readonly kind: 'punctuation' | 'string' | 'word' | 'char';
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** For strings: how it ends: its closing quote, the end of its line, or the end of the file. */
  readonly ending?: 'quote' | 'line' | 'file';
}

type Frame =
  | { readonly kind: 'document'; expect: 'value' | 'end' }
  | { readonly kind: 'object'; key: string | null; expect: 'keyOrEnd' | 'key' | 'colon' | 'value' | 'commaOrEnd' }
  | { readonly kind: 'array'; index: number; expect: 'valueOrEnd' | 'value' | 'commaOrEnd' };

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const LITERALS = ['true', 'false', 'null'];
const VALUE = 'a value (a string in double quotes, a number, true, false, null, an object or an array)';
// Characters JSON requires escaped inside strings.
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const UNCLOSED_AT_LINE_END = 'unclosed string: it runs to the end of the line; expected a closing \'"\' on the same line (or "\\n" for a line break inside it)';
const CONTROL = /[\u0000-\u001f]/;

/**
 * Finds the first syntax error of JSON text, or null when there is none: the malformed or unexpected token, the pointer of
 * the member it belongs to, and what JSON allows there. It checks the whole grammar itself, so it also catches what lenient
 * parsers let through (control characters inside strings).
 */
export function getJsonSyntaxProblem(text: string): JsonSyntaxProblem | null {
  const stack: Frame[] = [{ kind: 'document', expect: 'value' }];
  const at = (position: number, message: string): JsonSyntaxProblem => ({ ...getTextPosition(text, position), pointer: getPointer(stack), message });
  for (const token of scanTokens(text)) {
    const malformed = getStringProblem(token);
    if (malformed) return at(malformed.position, malformed.message);
    if (token.kind === 'word' && !isLiteral(token.text) && expectsValue(stack)) {
      return at(token.start, `invalid value ${JSON.stringify(token.text)}; ${getExpected(stack, token)}`);
    }
    if (!advance(stack, token)) return at(token.start, `found ${describeToken(token)}; ${getExpected(stack, token)}`);
  }
  if (stack.length > 1 || stack[0]?.expect === 'value') return at(text.length, `found the end of the file; ${getExpected(stack, null)}`);
  return null;
}

function isLiteral(word: string): boolean {
  return NUMBER.test(word) || LITERALS.includes(word);
}

function expectsValue(stack: readonly Frame[]): boolean {
  const top = stack[stack.length - 1] as Frame;
  return top.expect === 'value' || top.expect === 'valueOrEnd';
}

/** Splits JSON text into tokens without judging them; a string stops at its closing quote or at the end of its line. */
function* scanTokens(text: string): Generator<Token> {
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      i++;
      continue;
    }
    const start = i;
    if ('{}[]:,'.includes(char)) {
      i++;
      yield { kind: 'punctuation', start, end: i, text: char };
    } else if (char === '"') {
      i++;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' && text[i + 1] !== '\n' ? 2 : 1;
      const ending = text[i] === '"' ? 'quote' : text[i] === '\n' ? 'line' : 'file';
      if (ending === 'quote') i++;
      const end = Math.min(i, text.length);
      yield { kind: 'string', start, end, text: text.slice(start, end), ending };
    } else if (/[A-Za-z0-9+\-.]/.test(char)) {
      while (i < text.length && /[A-Za-z0-9+\-._]/.test(text[i] as string)) i++;
      yield { kind: 'word', start, end: i, text: text.slice(start, i) };
    } else {
      // A comment's opening is one token, so it is named as such.
      const comment = char === '/' && (text[i + 1] === '/' || text[i + 1] === '*');
      i += comment ? 2 : (text.codePointAt(i) as number) > 0xffff ? 2 : 1;
      yield { kind: 'char', start, end: i, text: text.slice(start, i) };
    }
  }
}

/** What is wrong inside a string token whatever surrounds it (a control character, a bad escape, no closing quote), with where. */
function getStringProblem(token: Token): { position: number; message: string } | null {
  if (token.kind !== 'string') return null;
  for (let i = 1; i < token.text.length; i++) {
    const char = token.text[i] as string;
    if (char === '\r') return { position: token.start, message: UNCLOSED_AT_LINE_END };
    if (CONTROL.test(char)) return { position: token.start + i, message: `control character ${getCodePoint(char)} inside a string; expected it escaped (e.g. "\\t" or "\\u00XX")` };
    if (char !== '\\') continue;
    const next = token.text[i + 1] ?? '';
    const valid = next === 'u' ? /^[0-9a-fA-F]{4}$/.test(token.text.slice(i + 2, i + 6)) : '"\\/bfnrt'.includes(next) && next !== '';
    if (!valid) {
      const escape = next === 'u' ? `\\u${/^[0-9a-fA-F]*/.exec(token.text.slice(i + 2, i + 6))?.[0] ?? ''}` : token.text.slice(i, i + 2);
      return { position: token.start + i, message: `invalid escape "${escape}" in a string; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX` };
    }
    i++;
  }
  if (token.ending === 'line') return { position: token.start, message: UNCLOSED_AT_LINE_END };
  if (token.ending === 'file') return { position: token.start, message: 'unclosed string: the file ends inside it; expected a closing \'"\'' };
  return null;
}

/** Moves the parser state past a token; false when the token is not allowed there. */
function advance(stack: Frame[], token: Token): boolean {
  const top = stack[stack.length - 1] as Frame;
  const isValue = token.kind === 'string' || token.kind === 'word' || token.text === '{' || token.text === '[';
  const startValue = (): void => {
    if (top.kind === 'document') top.expect = 'end';
    else top.expect = 'commaOrEnd';
    if (token.text === '{') stack.push({ kind: 'object', key: null, expect: 'keyOrEnd' });
    if (token.text === '[') stack.push({ kind: 'array', index: 0, expect: 'valueOrEnd' });
  };
  switch (top.kind) {
    case 'document':
      if (top.expect !== 'value' || !isValue) return false;
      startValue();
      return true;
    case 'object':
      if (top.expect === 'keyOrEnd' || top.expect === 'key') {
        if (token.kind === 'string') {
          top.key = JSON.parse(token.text) as string;
          top.expect = 'colon';
          return true;
        }
        if (token.text === '}' && top.expect === 'keyOrEnd') return stack.pop() !== undefined;
        return false;
      }
      if (top.expect === 'colon') {
        if (token.text !== ':') return false;
        top.expect = 'value';
        return true;
      }
      if (top.expect === 'value') {
        if (!isValue) return false;
        startValue();
        return true;
      }
      if (token.text === ',') {
        top.expect = 'key';
        top.key = null;
        return true;
      }
      return token.text === '}' && stack.pop() !== undefined;
    case 'array':
      if (top.expect === 'valueOrEnd' || top.expect === 'value') {
        if (isValue) {
          startValue();
          return true;
        }
        return token.text === ']' && top.expect === 'valueOrEnd' && stack.pop() !== undefined;
      }
      if (token.text === ',') {
        top.index++;
        top.expect = 'value';
        return true;
      }
      return token.text === ']' && stack.pop() !== undefined;
  }
}

/** The pointer of the member or element being written: every open container, and the key or index the innermost is at. */
function getPointer(stack: readonly Frame[]): string {
  const segments: (string | number)[] = [];
  stack.forEach((frame, i) => {
    const inner = i === stack.length - 1;
    if (frame.kind === 'object' && frame.key !== null && (!inner || frame.expect !== 'key')) segments.push(frame.key);
    if (frame.kind === 'array' && (!inner || frame.expect !== 'valueOrEnd')) segments.push(frame.index);
  });
  return jsonPointer(...segments);
}

/** What JSON allows where the parser stands; `found` (null: the end of the file) sharpens the trailing-comma case. */
function getExpected(stack: readonly Frame[], found: Token | null): string {
  const top = stack[stack.length - 1] as Frame;
  const closer = found?.text === '}' || found?.text === ']';
  switch (top.kind) {
    case 'document':
      return top.expect === 'value' ? `expected ${VALUE}` : 'expected the end of the file (the document is already complete)';
    case 'object':
      switch (top.expect) {
        case 'keyOrEnd':
          return 'expected a key in double quotes or "}"';
        case 'key':
          return closer ? 'expected another key in double quotes after ","; JSON allows no comma after the last member' : 'expected a key in double quotes';
        case 'colon':
          return `expected ":" after the key ${JSON.stringify(top.key)}`;
        case 'value':
          return `expected ${VALUE} for the key ${JSON.stringify(top.key)}`;
        case 'commaOrEnd':
          return `expected "," or "}" after the value of ${JSON.stringify(top.key)}`;
      }
      break;
    case 'array':
      switch (top.expect) {
        case 'valueOrEnd':
          return `expected ${VALUE} or "]"`;
        case 'value':
          return closer ? 'expected another element after ","; JSON allows no comma after the last element' : `expected ${VALUE}`;
        case 'commaOrEnd':
          return `expected "," or "]" after element ${top.index}`;
      }
  }
  return '';
}

function describeToken(token: Token): string {
  if (token.kind === 'string') return `the string ${token.text}`;
  if (token.kind === 'word') return isLiteral(token.text) ? token.text : JSON.stringify(token.text);
  if (token.text === '//' || token.text === '/*') return 'a comment (JSON has none)';
  if (token.text === '\ufeff') return 'a byte order mark (U+FEFF; save the file as UTF-8 without it)';
  if (token.text === "'") return `"'" (JSON strings use double quotes)`;
  return /^[\x21-\x7e]$/.test(token.text) ? JSON.stringify(token.text) : `${JSON.stringify(token.text)} (${getCodePoint(token.text)})`;
}

function getCodePoint(char: string): string {
  return `U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
}
