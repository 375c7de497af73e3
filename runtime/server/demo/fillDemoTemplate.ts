import type { Random } from './createRandom.js';
import { getWordBank } from './wordBanks.js';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]*))?\}/g;

/**
 * Fills a demo template: `{bank}` draws from a word bank, `{int:min:max}` an integer, `{boolean:p}` true with
 * probability p. A template that is exactly one placeholder yields that placeholder's typed value.
 */
export function fillDemoTemplate(template: string, random: Random): unknown {
  const matches = [...template.matchAll(PLACEHOLDER)];
  const only = matches[0];
  if (matches.length === 1 && only && only[0] === template) return fillPlaceholder(only[1]!, only[2], random);
  return template.replace(PLACEHOLDER, (_match, name: string, args: string | undefined) => String(fillPlaceholder(name, args, random)));
}

function fillPlaceholder(name: string, args: string | undefined, random: Random): unknown {
  if (name === 'int') {
    const [min, max] = (args ?? '').split(':').map(Number);
    if (!Number.isInteger(min) || !Number.isInteger(max)) throw new Error(`Demo template {int:${args ?? ''}} needs {int:min:max}.`);
    return random.int(min!, max!);
  }
  if (name === 'boolean') {
    const probability = args === undefined || args === '' ? 0.5 : Number(args);
    if (!(probability >= 0 && probability <= 1)) throw new Error(`Demo template {boolean:${args ?? ''}} needs a probability from 0 to 1.`);
    return random.next() < probability;
  }
  return random.pick(getWordBank(name));
}
