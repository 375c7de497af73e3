import { wordBanks } from './wordBanks.js';
import type { WordBankName } from './wordBanks.js';

/** The placeholders of a demo template besides word banks, each with its syntax: the one list the seeder and the build read. */
export const DEMO_PLACEHOLDERS = {
  int: '{int:min:max}',
  float: '{float:min:max}',
  boolean: '{boolean:p}',
  pick: '{pick:a|b|c}',
  date: '{date:-365:0}',
  day: '{day:0:365}',
  ref: '{ref:entity}',
  parent: '{parent:field}',
  seq: '{seq}',
  sentence: '{sentence}',
  slug: '{slug:field}',
  after: '{after:field:min:max}',
  count: '{count:entity:field}',
  sum: '{sum:entity.field:field}',
} as const;

export type DemoPlaceholderKind = keyof typeof DEMO_PLACEHOLDERS;

/** One `{…}` of a template, parsed; `text` is as written. */
export type DemoPlaceholder = { readonly text: string } & (
  | { readonly kind: 'int' | 'float' | 'date' | 'day'; readonly min: number; readonly max: number }
  | { readonly kind: 'boolean'; readonly probability: number }
  | { readonly kind: 'pick'; readonly values: readonly string[] }
  | { readonly kind: 'ref'; readonly entity: string }
  | { readonly kind: 'parent' | 'slug'; readonly field: string }
  | { readonly kind: 'after'; readonly field: string; readonly min: number; readonly max: number }
  | {
      /**
       * Computed by the database once every demo row exists: the number of rows of `entity` (count), or the sum of their
       * `value` rounded to cents (sum), whose `field` holds this row's `own` field (`_id` unless written `field=own`).
       */
      readonly kind: 'count' | 'sum';
      readonly entity: string;
      readonly value: string | null;
      readonly field: string;
      readonly own: string;
    }
  | { readonly kind: 'seq' | 'sentence' }
  | { readonly kind: 'bank'; readonly bank: WordBankName }
);

/** A mistake in a template: the placeholder (or stray brace) as written, and what was expected. */
export interface DemoTemplateProblem {
  readonly text: string;
  readonly message: string;
}

export interface ParsedDemoTemplate {
  /** Literal text and placeholders, in order. */
  readonly parts: readonly (string | DemoPlaceholder)[];
  readonly problems: readonly DemoTemplateProblem[];
}

/** What a filled template yields: a lone placeholder gives its own type (a parent's field, whatever that field holds). */
export type DemoValueType = 'string' | 'integer' | 'number' | 'boolean' | 'parent';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const BANK_NAMES = Object.keys(wordBanks) as WordBankName[];

/**
 * Parses a demo template (see the meta-schema's `demo.fields`): literal text with `{bank}` and `{kind:args}` placeholders.
 * Every mistake is collected, never thrown: the build reports them against the schema, the seeder refuses to start.
 */
export function parseDemoTemplate(template: string): ParsedDemoTemplate {
  const parts: (string | DemoPlaceholder)[] = [];
  const problems: DemoTemplateProblem[] = [];
  let rest = template;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (close !== -1 && (open === -1 || close < open)) {
      problems.push({ text: '}', message: `unmatched "}" after ${JSON.stringify(rest.slice(0, close))}; expected "}" only to close a placeholder opened with "{"` });
      rest = rest.slice(close + 1);
      continue;
    }
    if (open === -1) {
      parts.push(rest);
      break;
    }
    if (open > 0) parts.push(rest.slice(0, open));
    const end = rest.indexOf('}', open);
    const nested = rest.indexOf('{', open + 1);
    if (end === -1 || (nested !== -1 && nested < end)) {
      const text = rest.slice(open, nested !== -1 && (end === -1 || nested < end) ? nested : rest.length);
      problems.push({ text, message: `unclosed placeholder "${text}"; expected "}" to close it` });
      rest = rest.slice(open + text.length);
      continue;
    }
    const text = rest.slice(open, end + 1);
    const placeholder = parsePlaceholder(text);
    if ('message' in placeholder) problems.push(placeholder);
    else parts.push(placeholder);
    rest = rest.slice(end + 1);
  }
  return { parts, problems };
}

/** The type of value a template yields: a lone placeholder's own, else text. */
export function getDemoValueType(parsed: ParsedDemoTemplate): DemoValueType {
  const only = parsed.parts.length === 1 ? parsed.parts[0] : undefined;
  if (only === undefined || typeof only === 'string') return 'string';
  switch (only.kind) {
    case 'int':
    case 'seq':
    case 'count':
      return 'integer';
    case 'float':
    case 'sum':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'parent':
      return 'parent';
    default:
      return 'string';
  }
}

function parsePlaceholder(text: string): DemoPlaceholder | DemoTemplateProblem {
  const inner = text.slice(1, -1);
  const colon = inner.indexOf(':');
  const name = colon === -1 ? inner : inner.slice(0, colon);
  const args = colon === -1 ? undefined : inner.slice(colon + 1);
  const problem = (expected: string): DemoTemplateProblem => ({ text, message: `${JSON.stringify(text)}: ${expected}` });
  if (!Object.hasOwn(DEMO_PLACEHOLDERS, name)) {
    if (!NAME.test(name)) return problem(`expected a placeholder name, ${getKnownNames()}`);
    if (!(BANK_NAMES as string[]).includes(name)) return { text, message: `unknown word bank ${JSON.stringify(`{${name}}`)}; expected ${getKnownNames()}` };
    if (args !== undefined) return problem(`a word bank takes no argument; expected {${name}}`);
    return { text, kind: 'bank', bank: name as WordBankName };
  }
  const kind = name as DemoPlaceholderKind;
  const syntax = DEMO_PLACEHOLDERS[kind];
  switch (kind) {
    case 'int':
    case 'day':
    case 'float':
    case 'date': {
      const whole = kind === 'int' || kind === 'day';
      const range = (args ?? '').split(':');
      const [min, max] = range.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
      const valid = (value: number | undefined): value is number => (whole ? Number.isInteger(value) : Number.isFinite(value));
      if (range.length !== 2 || !valid(min) || !valid(max) || min > max) {
        return problem(`expected ${syntax} with ${whole ? 'integers' : 'numbers'} min ≤ max${kind === 'date' || kind === 'day' ? ' (days from today)' : ''}`);
      }
      return { text, kind, min, max };
    }
    case 'boolean': {
      const probability = args === undefined || args === '' ? 0.5 : Number(args);
      if (!(probability >= 0 && probability <= 1)) return problem(`expected {boolean} or ${syntax} with a probability p from 0 to 1`);
      return { text, kind, probability };
    }
    case 'pick': {
      // An empty choice is allowed: `{pick:|a|b}` leaves the field empty now and then.
      if (args === undefined) return problem(`expected ${syntax}: values separated by "|"`);
      return { text, kind, values: args.split('|') };
    }
    case 'ref':
      if (!args || !NAME.test(args)) return problem(`expected ${syntax} naming an entity`);
      return { text, kind, entity: args };
    case 'parent':
    case 'slug':
      if (!args || !NAME.test(args)) return problem(`expected ${syntax} naming a field`);
      return { text, kind, field: args };
    case 'after': {
      // An instant min..max minutes after another date-time field of the row (e.g. an end after its start).
      const [field, ...range] = (args ?? '').split(':');
      const [min, max] = range.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
      if (!field || !NAME.test(field) || range.length !== 2 || !Number.isFinite(min) || !Number.isFinite(max) || min! < 0 || min! > max!) {
        return problem(`expected ${syntax} naming a date-time field, with minutes 0 ≤ min ≤ max`);
      }
      return { text, kind, field, min: min!, max: max! };
    }
    case 'count':
    case 'sum': {
      // count: `entity:field[=own]`; sum: `entity.value:field[=own]`.
      const [source = '', link = '', ...extra] = (args ?? '').split(':');
      const [entity = '', value, ...deeper] = source.split('.');
      const [field = '', own = '_id', ...more] = link.split('=');
      const names = kind === 'sum' ? [entity, value ?? ''] : [entity];
      if (extra.length > 0 || deeper.length > 0 || more.length > 0 || (kind === 'count') !== (value === undefined) || ![...names, field, own].every((name) => NAME.test(name))) {
        return problem(`expected ${syntax}: the entity${kind === 'sum' ? ' and its field summed' : ''}, then its field holding this row's _id (or field=ownField)`);
      }
      return { text, kind, entity, value: value ?? null, field, own };
    }
    case 'seq':
    case 'sentence':
      if (args !== undefined) return problem(`expected ${syntax}, with no argument`);
      return { text, kind };
  }
}

function getKnownNames(): string {
  return `a word bank (${BANK_NAMES.join(', ')}) or one of ${Object.values(DEMO_PLACEHOLDERS).join(', ')}`;
}
