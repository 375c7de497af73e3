import { AGGREGATE_FUNCTIONS, type AggregateFunction, type Expression } from './Expression.js';
import { ExpressionSyntaxError } from './ExpressionSyntaxError.js';

type Token =
  | { readonly type: 'number'; readonly value: number; readonly offset: number }
  | { readonly type: 'name'; readonly value: string; readonly offset: number }
  | { readonly type: 'symbol'; readonly value: string; readonly offset: number }
  | { readonly type: 'end'; readonly offset: number };

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
const SYMBOLS = new Set(['+', '-', '*', '/', '(', ')', '.']);

/**
 * Parses a computed field's expression (a small grammar read by hand, never eval): numbers, field names, unary minus,
 * `+ - * /` with the usual precedence, parentheses, and `sum(children.field)`, `min(…)`, `max(…)`, `count(children)`.
 * Throws ExpressionSyntaxError naming what was expected and where.
 */
export function parseExpression(source: string): Expression {
  const tokens = tokenize(source);
  let at = 0;
  const peek = (): Token => tokens[at]!;
  const next = (): Token => tokens[at++]!;
  const describe = (token: Token): string => (token.type === 'end' ? 'the end' : JSON.stringify(String(token.value)));
  const expectSymbol = (symbol: string): void => {
    const token = next();
    if (token.type !== 'symbol' || token.value !== symbol) throw new ExpressionSyntaxError(`expected "${symbol}" at character ${token.offset + 1}, found ${describe(token)}`, token.offset);
  };
  const expectName = (what: string): string => {
    const token = next();
    if (token.type !== 'name') throw new ExpressionSyntaxError(`expected ${what} at character ${token.offset + 1}, found ${describe(token)}`, token.offset);
    return token.value;
  };

  function sum(): Expression {
    let left = product();
    for (let token = peek(); token.type === 'symbol' && (token.value === '+' || token.value === '-'); token = peek()) {
      next();
      left = { kind: 'binary', operator: token.value, left, right: product() };
    }
    return left;
  }
  function product(): Expression {
    let left = unary();
    for (let token = peek(); token.type === 'symbol' && (token.value === '*' || token.value === '/'); token = peek()) {
      next();
      left = { kind: 'binary', operator: token.value, left, right: unary() };
    }
    return left;
  }
  function unary(): Expression {
    const token = peek();
    if (token.type === 'symbol' && token.value === '-') {
      next();
      return { kind: 'negate', operand: unary() };
    }
    return primary();
  }
  function primary(): Expression {
    const token = next();
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'symbol' && token.value === '(') {
      const inner = sum();
      expectSymbol(')');
      return inner;
    }
    if (token.type === 'name') {
      const following = peek();
      if (following.type === 'symbol' && following.value === '(') {
        if (!isAggregateFunction(token.value)) {
          throw new ExpressionSyntaxError(`unknown function "${token.value}" at character ${token.offset + 1}; expected one of: ${AGGREGATE_FUNCTIONS.join(', ')}`, token.offset);
        }
        next();
        const children = expectName('a children name');
        let field: string | null = null;
        if (token.value !== 'count') {
          expectSymbol('.');
          field = expectName(`a field of "${children}"`);
        }
        expectSymbol(')');
        return { kind: 'aggregate', fn: token.value, children, field };
      }
      return { kind: 'field', name: token.value };
    }
    throw new ExpressionSyntaxError(`expected a number, a field, a function or "(" at character ${token.offset + 1}, found ${describe(token)}`, token.offset);
  }

  const expression = sum();
  const rest = peek();
  if (rest.type !== 'end') throw new ExpressionSyntaxError(`expected an operator or the end at character ${rest.offset + 1}, found ${describe(rest)}`, rest.offset);
  return expression;
}

function isAggregateFunction(name: string): name is AggregateFunction {
  return (AGGREGATE_FUNCTIONS as readonly string[]).includes(name);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  while (offset < source.length) {
    const rest = source.slice(offset);
    const space = /^\s+/.exec(rest);
    if (space) {
      offset += space[0].length;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), offset });
      offset += number[0].length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      tokens.push({ type: 'name', value: name[0], offset });
      offset += name[0].length;
      continue;
    }
    if (SYMBOLS.has(rest[0]!)) {
      tokens.push({ type: 'symbol', value: rest[0]!, offset });
      offset += 1;
      continue;
    }
    throw new ExpressionSyntaxError(`unexpected character ${JSON.stringify(rest[0])} at character ${offset + 1}; expected numbers, field names, + - * / and parentheses`, offset);
  }
  tokens.push({ type: 'end', offset });
  return tokens;
}
