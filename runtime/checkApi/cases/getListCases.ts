import type { CheckCase } from '../CheckCase.js';
import { getQueryParameters, resolveSchema } from '../OpenApiDocument.js';
import type { EndpointCaseFactory } from './CaseContext.js';

const PAGING = ['pageSize', 'pageIndex', 'sortField', 'sortOrder'];

/** A list, on a scope that has rows: its defaults, each documented sort both ways and every other field refused, paging to its documented edges, each filter with a valid value and one it does not document. */
export const getListCases: EndpointCaseFactory = async (operation, { document, rows }) => {
  const url = await rows.fillRead(operation);
  const parameters = getQueryParameters(operation);
  const parameter = (name: string) => parameters.find((candidate) => candidate.name === name);
  const get = (name: string, search: string, status: number, field?: string): CheckCase => ({ name, request: { method: 'GET', url: search === '' ? url : `${url}?${search}` }, status: [status], ...(field && { field }) });
  const sortFields = (parameter('sortField')?.schema?.enum ?? []) as string[];
  const list = resolveSchema(document, document.paths[operation.documentPath]?.[operation.method.toLowerCase()]?.responses['200']?.content?.['application/json']?.schema);
  const item = resolveSchema(document, resolveSchema(document, list.properties?.data).items);
  const otherFields = Object.keys(item.properties ?? {}).filter((name) => !name.startsWith('$') && !sortFields.includes(name));
  const cases: CheckCase[] = [get('the defaults', '', 200), get('an undocumented parameter', 'noSuchParameter=1', 400, 'noSuchParameter')];
  if (parameter('sortField')) {
    cases.push(...sortFields.flatMap((field) => [get(`sorted by ${field}`, `sortField=${encodeURIComponent(field)}`, 200), get(`sorted by ${field} desc`, `sortField=${encodeURIComponent(field)}&sortOrder=desc`, 200)]));
    cases.push(...otherFields.map((field) => get(`sorted by ${field}, which is not documented`, `sortField=${encodeURIComponent(field)}`, 400, 'sortField')));
  }
  if (parameter('sortOrder')) cases.push(get('an unknown sort order', 'sortOrder=sideways', 400, 'sortOrder'));
  for (const name of ['pageSize', 'pageIndex']) {
    const maximum = parameter(name)?.schema?.maximum;
    if (!parameter(name)) continue;
    cases.push(get(`${name} that is not a number`, `${name}=abc`, 400, name), get(`${name} 0`, `${name}=0`, 400, name));
    if (maximum !== undefined) cases.push(get(`the documented largest ${name}`, `${name}=${maximum}`, 200), get(`${name} one past the documented maximum`, `${name}=${maximum + 1}`, 400, name));
  }
  if (parameter('pageIndex')) cases.push(get('a page number past any integer type', 'pageIndex=99999999999999999999', 400, 'pageIndex'));
  for (const filter of parameters.filter((candidate) => !PAGING.includes(candidate.name))) {
    const name = encodeURIComponent(filter.name).replace(/%5B/g, '[').replace(/%5D/g, ']');
    const schema = filter.schema ?? {};
    const example = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
    const numeric = schema.type === 'number' || schema.type === 'integer';
    const valid = example !== undefined ? String(example) : schema.enum ? String(schema.enum[0]) : schema.type === 'boolean' ? 'true' : schema.pattern ? '2026-01-15T00:00:00.000Z' : numeric ? '1.5' : 'a';
    cases.push(get(`filter ${filter.name}=${valid}`, `${name}=${encodeURIComponent(valid)}`, 200));
    if (schema.enum || schema.type === 'boolean' || schema.pattern || numeric) cases.push(get(`filter ${filter.name} with a value it does not document`, `${name}=no-such-value`, 400, filter.name));
    // A number range's lower bound above its upper one selects nothing anyone means: refused, naming the filter.
    const range = /^(.+)\[from\]$/.exec(filter.name);
    if (numeric && range && parameters.some((other) => other.name === `${range[1]}[to]`)) {
      const base = encodeURIComponent(range[1]!);
      cases.push(get(`filter ${range[1]} with from above to`, `${base}[from]=2&${base}[to]=1`, 400, range[1]));
    }
  }
  return cases;
};
