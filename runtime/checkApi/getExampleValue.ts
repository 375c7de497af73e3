import { IMAGE_ADDRESS_FORMAT, type JsonSchema } from '../shared/index.js';

/**
 * A value the schema most likely accepts, for a required property no existing row gives: its const, default, first
 * enum value, or a small value of its type (an object with an example of each required property; `resolve` follows
 * a property's $ref).
 */
export function getExampleValue(schema: JsonSchema, resolve: (schema: JsonSchema | undefined) => JsonSchema = (nested) => nested ?? {}, order = 0): unknown {
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  // Options written as a oneOf of consts (a select's values with titles): the first option.
  const option = ((schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined)?.find((candidate) => 'const' in candidate);
  if (option) return option.const;
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return getExampleObject(schema, resolve);
    default:
      return getExampleText(schema, order);
  }
}

/** An object with an example of each required property, and of each property an if/then/else requires of it (its own or its allOf's). */
function getExampleObject(schema: JsonSchema, resolve: (schema: JsonSchema | undefined) => JsonSchema): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const give = (names: readonly string[] = []) => {
    for (const name of names) if (!(name in value) && schema.properties?.[name] !== undefined) value[name] = getExampleValue(resolve(schema.properties[name]), resolve, Object.keys(schema.properties).indexOf(name));
  };
  // The branch the value takes, and the branches nested in it (an else holding its own if).
  const follow = (part: JsonSchema | undefined): void => {
    if (part?.if === undefined) return;
    const branch = (holds(part.if as JsonSchema, value) ? part.then : part.else) as JsonSchema | undefined;
    give(branch?.required);
    follow(branch);
  };
  give(schema.required);
  for (const part of [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])]) follow(part);
  return value;
}

/** Whether an if's required properties and consts hold on the value (the shapes a field's conditional requirement takes). */
function holds(condition: JsonSchema, value: Readonly<Record<string, unknown>>): boolean {
  if ((condition.required ?? []).some((name) => !(name in value))) return false;
  return Object.entries(condition.properties ?? {}).every(([name, property]) => !(name in value) || !('const' in property) || property.const === value[name]);
}

const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  'date-time': '2026-01-15T10:00:00.000Z',
  date: '2026-01-15',
  time: '10:00:00',
  email: 'check-api@example.com',
  uri: 'https://example.com/check-api',
  url: 'https://example.com/check-api',
  [IMAGE_ADDRESS_FORMAT]: 'https://example.com/check-api.png',
  uuid: '00000000-0000-4000-8000-000000000000',
  // Long and unlike any email or common word, so a password policy takes it (an account's write-only password).
  password: 'check-api-Kq7-larga-9841',
};

/**
 * A text example; a date, date-time or time is `order` days (hours for a time) after the first, so the dates of one
 * body, numbered in the schema's order, keep that order (a start before its end, as cross-field rules ask).
 */
function getExampleText(schema: JsonSchema, order = 0): string {
  if (schema.format === 'date' || schema.format === 'date-time') {
    const day = new Date(Date.UTC(2026, 0, 15 + order, 10)).toISOString();
    return schema.format === 'date' ? day.slice(0, 10) : day;
  }
  if (schema.format === 'time') return `${String(10 + (order % 14)).padStart(2, '0')}:00:00`;
  const known = schema.format ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (known !== undefined) return known;
  const text = 'check-api';
  const minLength = schema.minLength ?? 0;
  return text.length >= minLength ? text.slice(0, schema.maxLength ?? text.length) : text.padEnd(minLength, 'x');
}
