import { isRecord } from '../../shared/isRecord.js';

/** Which properties a rule shows: exactly `show`, or all but `hide`. */
export type PropertyChoice = { readonly show: readonly string[] } | { readonly hide: readonly string[] };

/** A condition of the `conditionalObject` widget: when every property in `when` holds its value, the choice applies. */
export type ObjectCondition = PropertyChoice & { readonly when: Readonly<Record<string, unknown>> };

/** ui:options of `conditionalObject`: the first condition that holds decides; `otherwise` (default: all) when none does. */
export interface ConditionalObjectOptions {
  readonly conditions: readonly ObjectCondition[];
  readonly otherwise?: PropertyChoice;
}

/**
 * The options as the generator checked them (`conditions` of `{ when, show | hide }`, an optional `otherwise`);
 * throws naming what is wrong, for a model that skipped the generator's check.
 */
export function getConditionalObjectOptions(options: Readonly<Record<string, unknown>>): ConditionalObjectOptions {
  const { conditions, otherwise } = options;
  if (!Array.isArray(conditions)) throw new Error('The conditionalObject widget needs ui:options.conditions, an array of { when, show | hide }.');
  return {
    conditions: conditions.map((condition: unknown, index) => {
      if (!isRecord(condition) || !isRecord(condition.when)) {
        throw new Error(`ui:options.conditions[${index}] of the conditionalObject widget needs "when", an object of property values.`);
      }
      return { when: condition.when, ...getChoice(condition, `ui:options.conditions[${index}]`) };
    }),
    ...(otherwise === undefined ? {} : { otherwise: getChoice(otherwise, 'ui:options.otherwise') }),
  };
}

/** Whether every property named in `when` holds its value (unset booleans count as false, as their checkbox shows). */
export function isConditionMet(value: Readonly<Record<string, unknown>>, when: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(when).every(([name, expected]) => (value[name] ?? (expected === false ? false : undefined)) === expected);
}

/** The properties shown for a value, in schema order: those of the first condition that holds, else of `otherwise`. */
export function getShownProperties(properties: readonly string[], value: Readonly<Record<string, unknown>>, options: ConditionalObjectOptions): string[] {
  const choice = options.conditions.find((condition) => isConditionMet(value, condition.when)) ?? options.otherwise;
  if (!choice) return [...properties];
  if ('show' in choice) return properties.filter((name) => choice.show.includes(name));
  return properties.filter((name) => !choice.hide.includes(name));
}

/** The value with only the shown properties: what the form submits (hidden data is dropped). */
export function pickFields(value: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of fields) if (value[name] !== undefined) picked[name] = value[name];
  return picked;
}

/**
 * The object as submitted: only the properties its condition shows. RJSF fills schema defaults back into hidden
 * properties (a `false` checkbox), so the form drops them again on submit.
 */
export function getConditionalObjectValue(value: unknown, properties: readonly string[], options: ConditionalObjectOptions): unknown {
  if (!isRecord(value)) return value;
  return pickFields(value, getShownProperties(properties, value, options));
}

function getChoice(value: unknown, at: string): PropertyChoice {
  const isNames = (names: unknown): names is string[] => Array.isArray(names) && names.every((name) => typeof name === 'string');
  if (isRecord(value) && isNames(value.show) && value.hide === undefined) return { show: value.show };
  if (isRecord(value) && isNames(value.hide) && value.show === undefined) return { hide: value.hide };
  throw new Error(`${at} of the conditionalObject widget needs exactly one of "show" or "hide", a list of property names.`);
}
