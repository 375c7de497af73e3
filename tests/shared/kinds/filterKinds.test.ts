import { createAjvInstance } from '../../../runtime/server/http/createAjvInstance.js';
import { FILTER_KINDS, filterKinds } from '../../../runtime/shared/index.js';
import type { FilterDefinition, FilterKind, JsonSchema } from '../../../runtime/shared/index.js';
import { getFilterQuery } from '../../../runtime/web/filters/getFilterQuery.js';

// The web encodes a filter's URL value as its descriptor's query says; the contract's parameter (the same descriptor's) must take it.
describe('filter kinds: what the web sends, the contract takes', () => {
  const ajv = createAjvInstance({ coerceTypes: true });
  const filter = (kind: FilterKind, rest: Partial<FilterDefinition> = {}): FilterDefinition => ({ kind, options: [], all: null, reference: null, ...rest });
  const choices = [
    { value: 1, label: 'Uno' },
    { value: 2, label: 'Dos' },
  ];
  const cases: readonly (readonly [string, FilterDefinition, JsonSchema, string, boolean])[] = [
    ['text', filter('text'), { type: 'string' }, 'ana', true],
    ['boolean true', filter('boolean'), { type: 'boolean' }, 'true', true],
    ['boolean, not true or false', filter('boolean'), { type: 'boolean' }, 'quizás', false],
    ['select, an option', filter('select', { options: choices }), { type: 'integer' }, '2', true],
    ['select, no option', filter('select', { options: choices }), { type: 'integer' }, '3', false],
    ['select, the all option', filter('select', { options: choices, all: 1 }), { type: 'integer' }, '1', false],
    ['dateRange, a preset', filter('dateRange'), { type: 'string', format: 'date-time' }, 'thisMonth', true],
    ['dateRange, custom days', filter('dateRange'), { type: 'string', format: 'date' }, '2024-03-05..2024-03-31', true],
    ['dateRange, malformed', filter('dateRange'), { type: 'string', format: 'date' }, '5 de marzo', false],
    ['numberRange, both bounds', filter('numberRange'), { type: 'number' }, '10..1234.56', true],
    ['numberRange, from only, negative', filter('numberRange'), { type: 'integer' }, '-3..', true],
    ['numberRange, to only', filter('numberRange'), { type: 'number' }, '..0.5', true],
    ['numberRange, inverted', filter('numberRange'), { type: 'number' }, '20..10', false],
    ['numberRange, Spanish text in the URL', filter('numberRange'), { type: 'number' }, '1.234,56..', false],
    ['numberRange, open both ways', filter('numberRange'), { type: 'number' }, '..', false],
    ['reference', filter('reference', { reference: { entity: 'seller', list: { entity: 'seller', endpoint: 'list', method: 'GET', path: '/sellers', body: 'none' }, display: 'name' } }), { type: 'string' }, 'k3j2', true],
  ];

  it('covers every filter kind', () => {
    expect(new Set(cases.map(([, definition]) => definition.kind))).toEqual(new Set(FILTER_KINDS));
  });

  it.each(cases)('%s', (_case, definition, schema, value, sends) => {
    const query = getFilterQuery('f', value, definition, new Date('2024-03-15T12:00:00Z'));
    expect(Object.keys(query).length > 0).toBe(sends);
    // The query string as the server parses it: `f[from]=…` is the object { f: { from: … } }.
    const parsed: Record<string, unknown> = {};
    for (const [key, text] of Object.entries(query)) {
      const [, name = key, bound] = /^([^[]+)\[([^\]]+)\]$/.exec(key) ?? [];
      if (bound === undefined) parsed[key] = text;
      else parsed[name] = { ...(parsed[name] as object | undefined), [bound]: text };
    }
    const parameter = filterKinds[definition.kind].parameter({ title: 'F', schema }, definition);
    const validate = ajv.compile({ type: 'object', properties: { f: parameter }, additionalProperties: false });
    expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
  });
});
