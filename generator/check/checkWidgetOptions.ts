import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EntitySchemaInput } from '../shared/types.js';

/** What a structured option check knows of the field its widget draws. */
export interface WidgetOptionsTarget {
  readonly name: string;
  readonly schema: JsonSchema;
  /** The child entity when the field names children. */
  readonly child: EntitySchemaInput | null;
}

/** Checks the `ui:options` of one admin-gen widget beyond their types; reports each problem at its option. */
export type WidgetOptionsCheck = (checker: EntityChecker, at: readonly Segment[], options: Readonly<Record<string, unknown>>, target: WidgetOptionsTarget) => void;

const LINE_SOURCE_HINT = 'a path in the picked row ("_id", a field, "$labels.<reference>"), a list of such paths, or null';

/**
 * `childLines`: `copy` maps line properties to paths of the picked row, one of them `_id` or a `source` given; `display`
 * a field of the source; `edit` a line property with number rules only on numbers; `total` a number property; `lockedBy`
 * a line property.
 */
export const checkChildLinesOptions: WidgetOptionsCheck = (checker, at, options, target) => {
  const { report } = checker;
  const line = target.schema.items && typeof target.schema.items === 'object' ? (target.schema.items.properties ?? {}) : {};
  const lineNames = Object.keys(line);
  const checkLineProperty = (optionAt: readonly Segment[], name: unknown, what: string): JsonSchema | undefined => {
    if (typeof name === 'string' && Object.hasOwn(line, name)) return line[name];
    report(optionAt, `${what} ${JSON.stringify(name)} is not a property of the lines of ${JSON.stringify(target.name)}; expected one of: ${lineNames.join(', ')}`);
    return undefined;
  };
  const copy = options.copy;
  const copyAt = [...at, 'copy'];
  let choiceField: string | undefined;
  const paths: { at: Segment[]; path: string }[] = [];
  if (!isPlainObject(copy) || Object.keys(copy).length === 0) {
    report(copyAt, `option "copy" of widget "childLines" is ${copy === undefined ? 'missing' : `of type ${JSON.stringify(getJsonType(copy))}`}; expected an object mapping each line property to ${LINE_SOURCE_HINT}`);
  } else {
    for (const [property, source] of Object.entries(copy)) {
      const sourceAt = [...copyAt, property];
      const propertySchema = checkLineProperty(sourceAt, property, 'line property');
      if (source === null) {
        // The widget sends a literal null: only a property the server fills (readOnly) or one accepting null takes it.
        const types = propertySchema ? [propertySchema.type].flat() : [];
        if (propertySchema && propertySchema.readOnly !== true && !types.includes('null')) {
          const type = getFieldType(propertySchema);
          report(
            sourceAt,
            `line property ${JSON.stringify(property)} is copied as null, which it refuses (type ${JSON.stringify(type)}, not readOnly), so every line fails; expected a path in the picked row, or null only on a property the server fills ("readOnly": true) or that accepts null ("type": [${JSON.stringify(type)}, "null"])`,
          );
        }
        continue;
      }
      if (typeof source === 'string') {
        paths.push({ at: sourceAt, path: source });
        if (source === '_id') choiceField ??= property;
      } else if (Array.isArray(source) && source.length > 0 && source.every((path) => typeof path === 'string')) {
        source.forEach((path: string, i) => paths.push({ at: [...sourceAt, i], path }));
      } else {
        report(sourceAt, `source of line property ${JSON.stringify(property)} has type ${JSON.stringify(getJsonType(source))}; expected ${LINE_SOURCE_HINT}`);
      }
    }
  }

  // The picked rows' entity: named, or the one the line property copying `_id` refers to.
  const reference = choiceField !== undefined ? target.child?.references?.[choiceField] : undefined;
  let source: EntitySchemaInput | undefined;
  if (typeof options.source === 'string') source = checker.findEntity([...at, 'source'], options.source);
  else if (options.source !== undefined) report([...at, 'source'], `option "source" of widget "childLines" has type ${JSON.stringify(getJsonType(options.source))}; expected an entity name`);
  else if (reference) source = checker.findEntity(copyAt, reference.entity);
  else if (isPlainObject(copy)) {
    report(at, `widget "childLines" of ${JSON.stringify(target.name)} cannot tell which entity's rows are picked; expected "source" (an entity name), or a line property in "copy" taking "_id" that is declared in the child's "references"`);
  }

  if (options.display !== undefined) {
    if (typeof options.display !== 'string') report([...at, 'display'], `option "display" of widget "childLines" has type ${JSON.stringify(getJsonType(options.display))}; expected a field name`);
    else if (source) checker.checkFieldOf([...at, 'display'], source, options.display);
  } else if (source && !(reference && reference.entity === source.entity)) {
    report(at, `widget "childLines" of ${JSON.stringify(target.name)} has no "display"; expected the field of ${JSON.stringify(source.entity)} shown for a row`);
  }

  if (source) {
    const references = Object.keys(source.references ?? {});
    for (const { at: pathAt, path } of paths) {
      const [head, next] = path.split('.');
      if (head === '_id') continue;
      if (head === '$labels') {
        if (next === undefined || !references.includes(next)) {
          report(pathAt, `path ${JSON.stringify(path)} names no reference label of ${JSON.stringify(source.entity)}; expected "$labels." followed by one of: ${references.join(', ') || '(no references declared)'}`);
        }
      } else if (head === undefined || !Object.hasOwn(source.fields, head)) {
        report(pathAt, `path ${JSON.stringify(path)} starts with no field of ${JSON.stringify(source.entity)}; expected "_id", "$labels.<reference>" or one of: ${Object.keys(source.fields).join(', ')}`);
      }
    }
  }

  if (options.edit !== undefined) checkLineEdit(checker, [...at, 'edit'], options.edit, checkLineProperty, target.child);
  if (options.total !== undefined) {
    const total = checkLineProperty([...at, 'total'], options.total, 'total');
    if (total && !isNumberSchema(total)) report([...at, 'total'], `total ${JSON.stringify(options.total)} has type ${JSON.stringify(getFieldType(total))}; expected a number or integer line property`);
  }
  if (options.lockedBy !== undefined) checkLineProperty([...at, 'lockedBy'], options.lockedBy, 'lockedBy');
};

const EDIT_RULES = ['min', 'max', 'step'] as const;

function checkLineEdit(
  checker: EntityChecker,
  at: readonly Segment[],
  edit: unknown,
  checkLineProperty: (at: readonly Segment[], name: unknown, what: string) => JsonSchema | undefined,
  child: EntitySchemaInput | null,
): void {
  const { report } = checker;
  if (typeof edit === 'string') {
    checkLineProperty(at, edit, 'editable property');
    return;
  }
  if (!isPlainObject(edit)) {
    report(at, `option "edit" of widget "childLines" has type ${JSON.stringify(getJsonType(edit))}; expected a line property name or { "field", "min"?, "max"?, "step"? }`);
    return;
  }
  const property = checkLineProperty([...at, 'field'], edit.field, 'editable property');
  // The lines' schema is the body's, without readOnly; the child entity's own field says whether the server owns it.
  const own = typeof edit.field === 'string' && child && Object.hasOwn(child.fields, edit.field) ? child.fields[edit.field] : undefined;
  if (property && own?.readOnly === true) report([...at, 'field'], `editable property ${JSON.stringify(edit.field)} is readOnly; expected a property a person may change`);
  for (const key of Object.keys(edit)) {
    if (key === 'field') continue;
    if (!(EDIT_RULES as readonly string[]).includes(key)) {
      report([...at, key], `unknown key ${JSON.stringify(key)} in option "edit" of widget "childLines"; expected one of: field, ${EDIT_RULES.join(', ')}`);
    } else if (typeof edit[key] !== 'number') {
      report([...at, key], `rule ${JSON.stringify(key)} has type ${JSON.stringify(getJsonType(edit[key]))}; expected a number`);
    } else if (property && !isNumberSchema(property)) {
      report([...at, key], `rule ${JSON.stringify(key)} on editable property ${JSON.stringify(edit.field)} of type ${JSON.stringify(getFieldType(property))}; expected number rules on a number or integer property only`);
    }
  }
  if (typeof edit.step === 'number' && edit.step <= 0) report([...at, 'step'], `step ${edit.step} is not positive; expected a number greater than 0`);
  if (typeof edit.min === 'number' && typeof edit.max === 'number' && edit.min > edit.max) {
    report(at, `min ${edit.min} is greater than max ${edit.max}; expected min ≤ max`);
  }
}

/** `conditionalObject`: `conditions` of `{ when: { property: value }, show | hide: [properties] }`, an optional `otherwise`. */
export const checkConditionalObjectOptions: WidgetOptionsCheck = (checker, at, options, target) => {
  const { report } = checker;
  const properties = target.schema.properties ?? {};
  const names = Object.keys(properties);
  const checkNames = (namesAt: readonly Segment[], list: unknown): void => {
    if (!Array.isArray(list)) {
      report(namesAt, `has type ${JSON.stringify(getJsonType(list))}; expected an array of property names of ${JSON.stringify(target.name)}`);
      return;
    }
    list.forEach((name: unknown, i) => {
      if (typeof name !== 'string' || !Object.hasOwn(properties, name)) {
        report([...namesAt, i], `unknown property ${JSON.stringify(name)} of ${JSON.stringify(target.name)}; expected one of: ${names.join(', ')}`);
      }
    });
  };
  const checkChoice = (choiceAt: readonly Segment[], choice: Readonly<Record<string, unknown>>, extra: readonly string[]): void => {
    const given = ['show', 'hide'].filter((key) => choice[key] !== undefined);
    if (given.length !== 1) report(choiceAt, `${given.length === 0 ? 'neither' : 'both'} "show" and "hide"; expected exactly one of them, a list of the properties shown or hidden`);
    for (const key of given) checkNames([...choiceAt, key], choice[key]);
    for (const key of Object.keys(choice)) {
      if (key !== 'show' && key !== 'hide' && !extra.includes(key)) report([...choiceAt, key], `unknown key ${JSON.stringify(key)}; expected one of: ${[...extra, 'show', 'hide'].join(', ')}`);
    }
  };

  const { conditions, otherwise } = options;
  if (!Array.isArray(conditions) || conditions.length === 0) {
    report([...at, 'conditions'], `option "conditions" of widget "conditionalObject" is ${conditions === undefined ? 'missing' : JSON.stringify(conditions)}; expected a non-empty array of { "when": { property: value }, "show" | "hide": [properties] }`);
  } else {
    conditions.forEach((condition: unknown, i) => {
      const conditionAt = [...at, 'conditions', i];
      if (!isPlainObject(condition)) {
        report(conditionAt, `condition has type ${JSON.stringify(getJsonType(condition))}; expected { "when": { property: value }, "show" | "hide": [properties] }`);
        return;
      }
      const when = condition.when;
      if (!isPlainObject(when) || Object.keys(when).length === 0) {
        report([...conditionAt, 'when'], `"when" is ${when === undefined ? 'missing' : JSON.stringify(when)}; expected an object of property values, e.g. { "${names[0] ?? 'property'}": true }`);
      } else {
        for (const [name, value] of Object.entries(when)) {
          const property = Object.hasOwn(properties, name) ? properties[name] : undefined;
          if (!property) report([...conditionAt, 'when', name], `unknown property ${JSON.stringify(name)} of ${JSON.stringify(target.name)}; expected one of: ${names.join(', ')}`);
          else if (!fitsType(property, value)) {
            report([...conditionAt, 'when', name], `value ${JSON.stringify(value)} does not fit property ${JSON.stringify(name)} of type ${JSON.stringify(getFieldType(property))}; expected a value of that type`);
          }
        }
      }
      checkChoice(conditionAt, condition, ['when']);
    });
  }
  if (otherwise !== undefined) {
    if (!isPlainObject(otherwise)) report([...at, 'otherwise'], `option "otherwise" has type ${JSON.stringify(getJsonType(otherwise))}; expected { "show" | "hide": [properties] }`);
    else checkChoice([...at, 'otherwise'], otherwise, []);
  }
};

function fitsType(schema: JsonSchema, value: unknown): boolean {
  const type = getFieldType(schema);
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'number') return typeof value === 'number';
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'string') return typeof value === 'string';
  return value === null || typeof value !== 'object';
}

function isNumberSchema(schema: JsonSchema): boolean {
  const type = getFieldType(schema);
  return type === 'number' || type === 'integer';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function getJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}
