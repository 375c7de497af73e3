import { getWordBank, parseDemoTemplate } from '../../shared/demo/index.js';
import type { DemoPlaceholder, ParsedDemoTemplate } from '../../shared/demo/index.js';
import type { Random } from './createRandom.js';

const DAY_MS = 86_400_000;
// Each schema's few templates are filled once per row: parsed once.
const parsedTemplates = new Map<string, ParsedDemoTemplate>();

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
 * Fills a demo template (see DemoDefinition.fields; parsed by runtime/shared/demo, which the build checks with too):
 * word banks, `{int}`, `{float}`, `{boolean}`, `{pick}`, `{date}`, `{day}`, `{ref}`, `{parent}`, `{seq}`, `{sentence}`,
 * `{slug}`, `{after}`, and 0 for `{count}` and `{sum}` (seedDemoData computes them afterwards). A template that is exactly one placeholder yields that placeholder's typed value (undefined when a `{ref}` or
 * `{parent}` has nothing to give). Throws the parser's message for a template with mistakes.
 */
export function fillDemoTemplate(template: string, context: DemoTemplateContext): unknown {
  let parsed = parsedTemplates.get(template);
  if (!parsed) {
    parsed = parseDemoTemplate(template);
    parsedTemplates.set(template, parsed);
  }
  const [problem] = parsed.problems;
  if (problem) throw new Error(`Demo template ${JSON.stringify(template)}: ${problem.message}.`);
  const [only] = parsed.parts;
  if (parsed.parts.length === 1 && only !== undefined && typeof only !== 'string') return fillPlaceholder(only, context);
  return parsed.parts.map((part) => (typeof part === 'string' ? part : String(fillPlaceholder(part, context) ?? ''))).join('');
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

function fillPlaceholder(placeholder: DemoPlaceholder, context: DemoTemplateContext): unknown {
  const { random } = context;
  const now = (context.now ?? new Date()).getTime();
  switch (placeholder.kind) {
    case 'int':
      return random.int(placeholder.min, placeholder.max);
    case 'float':
      return Math.round((placeholder.min + random.next() * (placeholder.max - placeholder.min)) * 100) / 100;
    case 'boolean':
      return random.next() < placeholder.probability;
    case 'pick':
      return random.pick(placeholder.values);
    case 'date':
      // Any moment in the range, to the millisecond, as the stored form of a date-time.
      return new Date(now + (placeholder.min + random.next() * (placeholder.max - placeholder.min)) * DAY_MS).toISOString();
    case 'day':
      return new Date(now + random.int(placeholder.min, placeholder.max) * DAY_MS).toISOString().slice(0, 10);
    case 'ref':
      if (!context.pickRef) throw new Error(`Demo template ${placeholder.text} needs the rows of ${placeholder.entity}.`);
      return context.pickRef(placeholder.entity);
    case 'parent':
      return context.parent?.[placeholder.field] ?? undefined;
    case 'seq':
      return context.seq ?? 1;
    case 'sentence': {
      // One sentence, sometimes two, so comments vary in length.
      const first = random.pick(getWordBank('commentSentence'));
      return random.next() < 0.3 ? `${first} ${random.pick(getWordBank('commentSentence'))}` : first;
    }
    case 'slug':
      return slugify(String(context.record?.[placeholder.field] ?? ''));
    case 'after': {
      const start = Date.parse(String(context.record?.[placeholder.field] ?? ''));
      if (Number.isNaN(start)) return undefined;
      return new Date(start + Math.round((placeholder.min + random.next() * (placeholder.max - placeholder.min)) * 60_000)).toISOString();
    }
    case 'count':
    case 'sum':
      // The database computes it once every demo row exists (seedDemoData); until then, nothing counted.
      return 0;
    case 'bank':
      return random.pick(getWordBank(placeholder.bank));
  }
}
