import type { Random } from './createRandom.js';
import { getWordBank } from './wordBanks.js';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]*))?\}/g;
const DAY_MS = 86_400_000;

/** What a template can draw on besides randomness: the row being built, its parent, other entities' rows. */
export interface DemoTemplateContext {
  readonly random: Random;
  /** Reference time of `{date}` and `{day}`; default now. */
  readonly now?: Date;
  /** The fields filled so far (`{slug:field}` reads them). */
  readonly record?: Readonly<Record<string, unknown>>;
  /** The parent row (`{parent:field}`), for perParent and tree rows. */
  readonly parent?: Readonly<Record<string, unknown>> | null;
  /** 1, 2, … within the parent (or within the entity). */
  readonly seq?: number;
  /** The id of a random row of that entity, or undefined when it has none. */
  readonly pickRef?: (entity: string) => string | undefined;
}

/**
 * Fills a demo template (see DemoDefinition.fields): word banks, `{int}`, `{float}`, `{boolean}`, `{pick}`,
 * `{date}`, `{day}`, `{ref}`, `{parent}`, `{seq}`, `{sentence}`, `{slug}`. A template that is exactly one
 * placeholder yields that placeholder's typed value (undefined when a `{ref}` or `{parent}` has nothing to give).
 */
export function fillDemoTemplate(template: string, context: DemoTemplateContext): unknown {
  const matches = [...template.matchAll(PLACEHOLDER)];
  const only = matches[0];
  if (matches.length === 1 && only && only[0] === template) return fillPlaceholder(only[1]!, only[2], context);
  return template.replace(PLACEHOLDER, (_match, name: string, args: string | undefined) => String(fillPlaceholder(name, args, context) ?? ''));
}

/** Lower-case ASCII words joined by dashes: "Álgebra Lineal 2" → "algebra-lineal-2". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fillPlaceholder(name: string, args: string | undefined, context: DemoTemplateContext): unknown {
  const { random } = context;
  const now = (context.now ?? new Date()).getTime();
  switch (name) {
    case 'int': {
      const [min, max] = getRange(name, args, Number.isInteger);
      return random.int(min, max);
    }
    case 'float': {
      const [min, max] = getRange(name, args, Number.isFinite);
      return Math.round((min + random.next() * (max - min)) * 100) / 100;
    }
    case 'boolean': {
      const probability = args === undefined || args === '' ? 0.5 : Number(args);
      if (!(probability >= 0 && probability <= 1)) throw new Error(`Demo template {boolean:${args ?? ''}} needs a probability from 0 to 1.`);
      return random.next() < probability;
    }
    case 'pick': {
      if (!args) throw new Error('Demo template {pick:a|b|c} needs at least one value.');
      return random.pick(args.split('|'));
    }
    case 'date': {
      // Any moment in the range, to the millisecond, as the stored form of a date-time.
      const [from, to] = getRange(name, args, Number.isFinite);
      return new Date(now + (from + random.next() * (to - from)) * DAY_MS).toISOString();
    }
    case 'day': {
      const [from, to] = getRange(name, args, Number.isInteger);
      return new Date(now + random.int(from, to) * DAY_MS).toISOString().slice(0, 10);
    }
    case 'ref': {
      if (!args) throw new Error('Demo template {ref:entity} needs an entity name.');
      if (!context.pickRef) throw new Error(`Demo template {ref:${args}} needs the rows of ${args}.`);
      return context.pickRef(args);
    }
    case 'parent': {
      if (!args) throw new Error('Demo template {parent:field} needs a field name.');
      return context.parent?.[args] ?? undefined;
    }
    case 'seq':
      return context.seq ?? 1;
    case 'sentence': {
      // One sentence, sometimes two, so comments vary in length.
      const first = random.pick(getWordBank('commentSentence'));
      return random.next() < 0.3 ? `${first} ${random.pick(getWordBank('commentSentence'))}` : first;
    }
    case 'slug': {
      if (!args) throw new Error('Demo template {slug:field} needs a field name.');
      return slugify(String(context.record?.[args] ?? ''));
    }
    default:
      return random.pick(getWordBank(name));
  }
}

function getRange(name: string, args: string | undefined, valid: (value: number) => boolean): [number, number] {
  const parts = (args ?? '').split(':');
  const [min, max] = parts.map(Number);
  if (parts.length !== 2 || parts.some((part) => part.trim() === '') || !valid(min!) || !valid(max!) || min! > max!) {
    throw new Error(`Demo template {${name}:${args ?? ''}} needs {${name}:min:max}.`);
  }
  return [min!, max!];
}
