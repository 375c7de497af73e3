import type { ErrorObject } from 'ajv';
import { EXPORT_FORMAT_NAMES, filterKinds, getValidationMessage } from '../../shared/index.js';
import type { JsonSchema, ListSpec } from '../../shared/index.js';
import { messages } from '../messages.js';
import { describeValidationErrors, type ValidationDetail } from './describeValidationErrors.js';

/** The part of a request a route schema validates, as Fastify names it. */
export type RequestPart = 'params' | 'querystring' | 'body' | 'headers';

/** Words for one route's refused input: the route's own texts where it has them, the generic ones otherwise. */
export interface RequestErrorTexts {
  /** The list whose query this is: its parameters get the list texts (sort fields, options, dates). */
  readonly list?: ListSpec;
  /** Texts of a route's own parameters, by part and name (`''` for the part itself: login, signature, `{ _id }` bodies), with the field they name when it is not that name; undefined falls back to the generic text. */
  readonly own?: (part: RequestPart, name: string, error: ErrorObject) => string | ValidationDetail | undefined;
}

/** ajv's errors for one part of a request as Spanish details, each naming the parameter (`sortField`, `fecha[from]`, `_id`). */
export function describeRequestErrors(part: RequestPart, schema: JsonSchema, errors: readonly ErrorObject[], texts: RequestErrorTexts = {}): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  for (const error of errors) {
    const detail = describeRequestError(part, schema, error, texts);
    if (detail && !details.some((known) => known.field === detail.field && known.message === detail.message)) details.push(detail);
  }
  return details;
}

function describeRequestError(part: RequestPart, schema: JsonSchema, error: ErrorObject, texts: RequestErrorTexts): ValidationDetail | undefined {
  const segments = error.instancePath.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  const missing = error.keyword === 'required' ? String(params.missingProperty) : undefined;
  const extra = error.keyword === 'additionalProperties' ? String(params.additionalProperty) : undefined;
  const [name = missing ?? extra ?? '', sub = segments.length > 0 ? missing ?? extra : undefined] = segments;
  // A nested key reads as the query string writes it: `fecha[from]`.
  const field = sub === undefined ? name : `${name}[${sub}]`;
  const own = texts.own?.(part, name, error);
  if (own !== undefined) return typeof own === 'string' ? { field: name, message: own } : own;
  if (name === '') return { field: '', message: messages.badRequest(getValidationMessage({ keyword: error.keyword, params: error.params as Record<string, unknown> })) };
  if (part === 'querystring') {
    if (extra !== undefined && sub === undefined) return { field, message: messages.unknownQueryParameter(name) };
    if (texts.list) return { field, message: describeListParameter(texts.list, name, sub, error) };
  }
  if (part === 'params') {
    const property = schema.properties?.[name];
    return { field, message: name === 'direction' && property?.enum ? messages.invalidDirection() : messages.invalidPathValue(name, property?.title ?? name) };
  }
  return describeValidationErrors(schema, 'esta petición', [error])[0];
}

/** The list texts: paging bounds, sort fields, sort order, and each filter kind's own sentence (its descriptor's). */
function describeListParameter(spec: ListSpec, name: string, sub: string | undefined, error: ErrorObject): string {
  const value = error.data;
  const notText = typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean';
  switch (name) {
    case 'pageIndex':
      return messages.invalidPageIndex(getMaximum(error));
    case 'pageSize':
      return messages.invalidPageSize(getMaximum(error));
    case 'sortField':
      return notText ? messages.queryParameterNotText(name) : messages.invalidSortField(String(value), spec.sortFields);
    case 'sortOrder':
      return notText ? messages.queryParameterNotText(name) : messages.invalidSortOrder();
    case 'format':
      return notText ? messages.queryParameterNotText(name) : messages.invalidQueryChoice(name, String(value), EXPORT_FORMAT_NAMES);
    case 'grid':
      return notText ? messages.queryParameterNotText(name) : messages.invalidQueryChoice(name, String(value), spec.grids);
    case 'columns': {
      const unknown = typeof value === 'string' ? value.split(',').find((column) => !spec.columns.includes(column)) : undefined;
      return notText || unknown === undefined ? messages.queryParameterNotText(name) : messages.unknownExportColumn(unknown, '', spec.columns);
    }
  }
  if (spec.others.some((other) => other.param === name)) return messages.invalidBoolean(name);
  const filter = spec.filters.get(name)?.filter;
  if (!filter) return messages.queryParameterNotText(name);
  // The filter kind's descriptor names its query's shape and the texts of what it refuses.
  const query = filterKinds[filter.kind].query;
  if (query.shape === 'range') {
    if (sub === undefined || error.keyword === 'additionalProperties') return messages[query.invalid](name);
    return notText ? messages.queryParameterNotText(`${name}[${sub}]`) : messages[query.invalidBound](`${name}[${sub}]`);
  }
  if (notText) return messages.queryParameterNotText(name);
  return messages[query.invalid](name, String(value), filter.options.map((option) => String(option.value)));
}

/** A paging parameter's maximum, as its schema states it. */
function getMaximum(error: ErrorObject): number {
  const parent = error.parentSchema as JsonSchema | undefined;
  return Number(parent?.maximum ?? 0);
}
