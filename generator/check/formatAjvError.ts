import type { ErrorObject } from 'ajv';
import { jsonPointer } from '../shared/jsonPointer.js';

/** A meta-schema error as a pointer and a message saying what was found and what was expected. */
export interface FormattedAjvError {
  readonly pointer: string;
  readonly message: string;
}

/** Turns one ajv error into a maintainer-facing message; returns null for errors another one already explains. */
export function formatAjvError(error: ErrorObject): FormattedAjvError | null {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  // ajv reports a bad key twice (the name's own error, then "propertyNames"); the first carries the key.
  if (error.keyword === 'propertyNames') return null;
  // An if/then's own error only says its branch failed; the branch's errors say how.
  if (error.keyword === 'if') return null;
  if (error.propertyName !== undefined) {
    return {
      pointer: at + jsonPointer(error.propertyName),
      message: `invalid name ${JSON.stringify(error.propertyName)}; expected a name matching ${String(params.pattern ?? 'the meta-schema')}`,
    };
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return { pointer: at + jsonPointer(key), message: `unknown key ${JSON.stringify(key)}; expected one of: ${allowed.join(', ')}` };
    }
    case 'required':
      return { pointer: at, message: `missing required key ${JSON.stringify(params.missingProperty)}` };
    case 'type':
      return { pointer: at, message: `invalid type ${describeType(error.data)}; expected ${String(params.type)}` };
    case 'const':
      return { pointer: at, message: `invalid value ${JSON.stringify(error.data)}; expected ${JSON.stringify(params.allowedValue)}` };
    case 'enum': {
      // A closed set of names (names.schema.json) has a title: the word for what the value should name.
      const title = (error.parentSchema as { title?: unknown } | undefined)?.title;
      const found = typeof title === 'string' ? `unknown ${title}` : 'invalid value';
      return { pointer: at, message: `${found} ${JSON.stringify(error.data)}; expected one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}` };
    }
    case 'pattern':
      return { pointer: at, message: `invalid value ${JSON.stringify(error.data)}; expected a string matching ${String(params.pattern)}` };
    default:
      return { pointer: at, message: `invalid value; expected it to satisfy: ${error.message ?? error.keyword}` };
  }
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}
