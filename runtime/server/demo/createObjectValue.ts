import type { ValidateFunction } from 'ajv';
import { getWordBank } from '../../shared/demo/index.js';
import type { JsonSchema, JsonSchemaType } from '../../shared/index.js';
import type { Random } from './createRandom.js';
import { slugify } from './fillDemoTemplate.js';

// A boolean property is true this often, so conditional objects come out in several shapes.
const TRUE_RATE = 0.4;
const ATTEMPTS = 20;

/**
 * A demo value for an object field without a template (e.g. an address): every property filled (a text
 * property named like a field of the row copies it, e-mails, phones and addresses look the part), then each optional
 * property without a default dropped while the object still validates, then each defaulted one set back to its
 * default the same way, so if/then/else schemas yield minimal objects of each branch: only what the branch requires.
 */
export function createObjectValue(
  schema: JsonSchema,
  random: Random,
  record: Readonly<Record<string, unknown>>,
  validate: ValidateFunction,
): Record<string, unknown> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const full: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const value = createPropertyValue(name, property, random, record);
      if (value !== undefined) full[name] = value;
    }
    if (!validate(structuredClone(full))) continue;
    const required = new Set(schema.required ?? []);
    const value = { ...full };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (required.has(name) || property.default !== undefined || !(name in value)) continue;
      const { [name]: _dropped, ...without } = value;
      if (validate(structuredClone(without))) delete value[name];
    }
    // A property back at its default when nothing needs it otherwise (no "final consumer" that also asks for data).
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (property.default === undefined || value[name] === property.default) continue;
      const reset = { ...value, [name]: structuredClone(property.default) };
      if (validate(structuredClone(reset))) value[name] = reset[name];
    }
    return value;
  }
  throw new Error(`No demo value fits ${schema.title ?? 'the object'} after ${ATTEMPTS} attempts; give the field a demo template.`);
}

function createPropertyValue(name: string, schema: JsonSchema, random: Random, record: Readonly<Record<string, unknown>>): unknown {
  const choices = Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]).filter((choice) => choice.const !== undefined).map((choice) => choice.const) : [];
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  if (choices.length > 0) return random.pick(choices);
  switch (getType(schema)) {
    case 'boolean':
      return random.next() < TRUE_RATE;
    case 'integer':
      return random.int(Math.ceil(schema.minimum ?? 0), Math.floor(schema.maximum ?? 100));
    case 'number':
      return Math.round(((schema.minimum ?? 0) + random.next() * ((schema.maximum ?? 100) - (schema.minimum ?? 0))) * 100) / 100;
    case 'string':
      return fit(createText(name, schema, random, record), schema);
    default:
      return undefined;
  }
}

function createText(name: string, schema: JsonSchema, random: Random, record: Readonly<Record<string, unknown>>): string {
  const own = record[name];
  if (typeof own === 'string' && own !== '') return own; // address.country = the row's country, and so on.
  const person = typeof record.name === 'string' ? record.name : `${random.pick(getWordBank('firstName'))} ${random.pick(getWordBank('lastName'))}`;
  if (schema.format === 'email') return `${slugify(person).replace(/-/g, '.')}@${random.pick(getWordBank('domain'))}`;
  if (schema.format === 'date') return new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28))).toISOString().slice(0, 10);
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28), random.int(8, 18))).toISOString();
  if (/phone|tel[eé]fono|celular/i.test(name)) return `09${random.int(10_000_000, 99_999_999)}`;
  if (/address|direcci[oó]n/i.test(name)) return `${random.pick(getWordBank('street'))} N${random.int(10, 99)}-${random.int(10, 99)}, ${random.pick(getWordBank('city'))}`;
  if (/identification|ruc|c[eé]dula|document/i.test(name)) return String(random.int(1_000_000_000, 1_799_999_999));
  if (/name|nombre/i.test(name)) return random.pick(getWordBank('company'));
  return `${schema.title ?? name} ${random.int(1, 999)}`;
}

/** Within minLength/maxLength (cut, or padded with the last character). */
function fit(text: string, schema: JsonSchema): string {
  let value = schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
  if (schema.minLength !== undefined && value.length < schema.minLength) value = value.padEnd(schema.minLength, value.slice(-1) || 'x');
  return value;
}

function getType(schema: JsonSchema): JsonSchemaType | undefined {
  const types: JsonSchemaType[] = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((type) => type !== 'null');
}
