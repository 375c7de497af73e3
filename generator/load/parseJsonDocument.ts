import { parse } from '@humanwhocodes/momoa';
import type { ValueNode } from '@humanwhocodes/momoa';
import { getJsonSyntaxProblem } from './getJsonSyntaxProblem.js';
import type { TextPosition } from './getTextPosition.js';
import { jsonPointer } from '../shared/jsonPointer.js';

/** A problem of the JSON text itself: a syntax error (no data then) or a duplicated key. */
export interface JsonTextProblem extends TextPosition {
  readonly pointer: string;
  readonly message: string;
}

export interface JsonDocument {
  /** The parsed value (a duplicated key holds its last value, as JSON.parse keeps); undefined on a syntax error. */
  readonly data: unknown;
  /** Where each member and element starts (a member at its key), by JSON pointer; '' is the document. */
  readonly positions: ReadonlyMap<string, TextPosition>;
  readonly problems: readonly JsonTextProblem[];
}

/** Parses JSON text keeping where every value is, so each problem found later can name its line and column. */
export function parseJsonDocument(text: string): JsonDocument {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // JSON.parse is the judge (every other reader of the file uses it); the message is rebuilt with the place and what JSON allows there.
    const syntax = getJsonSyntaxProblem(text) ?? { line: 1, column: 1, pointer: '', message: (error as Error).message };
    return { data: undefined, positions: new Map(), problems: [{ ...syntax, message: `invalid JSON: ${syntax.message}` }] };
  }
  let body: ValueNode;
  try {
    body = parse(text, { mode: 'json' }).body;
  } catch {
    // Only if momoa refused what JSON.parse accepted: the data stands, its messages go without positions.
    return { data, positions: new Map(), problems: [] };
  }
  const positions = new Map<string, TextPosition>();
  const problems: JsonTextProblem[] = [];
  const visit = (node: ValueNode, pointer: string): void => {
    if (node.type === 'Object') {
      const seen = new Map<string, TextPosition>();
      for (const member of node.members) {
        const name = member.name.type === 'String' ? member.name.value : member.name.name;
        const at = pointer + jsonPointer(name);
        const position = toPosition(member.loc.start);
        const first = seen.get(name);
        if (first) {
          problems.push({
            ...position,
            pointer: at,
            message: `duplicate key ${JSON.stringify(name)} (first at line ${first.line}, column ${first.column}); expected each key once in an object (JSON keeps only the last value)`,
          });
        } else {
          seen.set(name, position);
        }
        positions.set(at, position);
        visit(member.value, at);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((element, i) => {
        positions.set(pointer + jsonPointer(i), toPosition(element.value.loc.start));
        visit(element.value, pointer + jsonPointer(i));
      });
    }
  };
  positions.set('', toPosition(body.loc.start));
  visit(body, '');
  return { data, positions, problems };
}

function toPosition(location: TextPosition): TextPosition {
  return { line: location.line, column: location.column };
}
