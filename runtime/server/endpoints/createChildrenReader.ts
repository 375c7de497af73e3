import type { ValidateFunction } from 'ajv';
import type { ChildrenDefinition, EntityDefinition, JsonSchema } from '../../shared/index.js';
import { compileSchema } from '../http/createAjvInstance.js';
import { createEntityValidator, getEditableSchema, type EntityValidator } from '../http/createEntityValidator.js';
import { describeValidationErrors, type ValidationDetail } from '../http/describeValidationErrors.js';
import { takeGeneratedFields } from '../http/takeGeneratedFields.js';
import { messages } from '../messages.js';
import type { EntityRegistry } from '../model/index.js';

/** The lines a create body sent for one children array, validated, defaults filled. */
export interface ChildLines {
  readonly definition: ChildrenDefinition;
  readonly entity: EntityDefinition;
  /** The child entity's own validator (its records, once the parent id and server fields are in). */
  readonly validator: EntityValidator;
  readonly items: Record<string, unknown>[];
}

export interface ChildrenReadResult {
  readonly lines: ChildLines[];
  readonly details: ValidationDetail[];
}

/** Reads the children arrays of a create body; validators are compiled once, at start-up. */
export interface ChildrenReader {
  /** Takes every children array out of the body (in place) and checks each line, naming problems `lines[1].price`. */
  read(body: Record<string, unknown>): ChildrenReadResult;
  /** Drops the keys of children arrays from an update body, or names the first one as a problem. */
  checkPatch(body: Record<string, unknown>): ValidationDetail[];
}

interface ChildSpec {
  readonly definition: ChildrenDefinition;
  readonly entity: EntityDefinition;
  readonly title: string;
  readonly validator: EntityValidator;
  readonly itemSchema: JsonSchema;
  readonly validateItem: ValidateFunction;
}

/** Checks the entity's ChildrenDefinitions against the registry and compiles each child's line validator. */
export function createChildrenReader(entity: EntityDefinition, registry: EntityRegistry): ChildrenReader {
  const specs: ChildSpec[] = entity.children.map((definition) => {
    const child = registry.get(definition.entity);
    if (!child.fields.some((field) => field.name === definition.field)) {
      throw new Error(`${entity.source}: children ${entity.entity}.${definition.name} name unknown field ${child.entity}.${definition.field}.`);
    }
    // A line is the child's editable fields minus the one that points at the parent (the server sets it).
    const editable = getEditableSchema(child);
    const properties = Object.fromEntries(Object.entries(editable.properties ?? {}).filter(([name]) => name !== definition.field));
    const itemSchema: JsonSchema = { ...editable, properties, required: (editable.required ?? []).filter((name) => name !== definition.field) };
    const title = entity.fields.find((field) => field.name === definition.name)?.title ?? definition.name;
    return {
      definition,
      entity: child,
      title,
      validator: createEntityValidator(child),
      itemSchema,
      validateItem: compileSchema(itemSchema, { useDefaults: true }),
    };
  });

  return {
    read: (body) => {
      const lines: ChildLines[] = [];
      const details: ValidationDetail[] = [];
      for (const spec of specs) {
        const { definition } = spec;
        if (!Object.hasOwn(body, definition.name)) continue;
        const value = body[definition.name];
        delete body[definition.name];
        if (!definition.editable) {
          details.push({ field: definition.name, message: messages.childrenNotEditable(spec.title) });
          continue;
        }
        if (value === undefined || value === null) continue;
        if (!Array.isArray(value)) {
          details.push({ field: definition.name, message: messages.childrenNotList(spec.title) });
          continue;
        }
        const items = value.map((item, index) => readItem(spec, item, index, details));
        lines.push({ definition, entity: spec.entity, validator: spec.validator, items });
      }
      return { lines, details };
    },
    checkPatch: (body) =>
      specs
        .filter((spec) => Object.hasOwn(body, spec.definition.name))
        .map((spec) => ({
          field: spec.definition.name,
          message: spec.definition.editable ? messages.childrenOnCreateOnly(spec.title) : messages.childrenNotEditable(spec.title),
        })),
  };
}

function readItem(spec: ChildSpec, item: unknown, index: number, details: ValidationDetail[]): Record<string, unknown> {
  const prefix = `${spec.definition.name}[${index}]`;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    details.push({ field: prefix, message: messages.childNotObject(spec.title, index + 1) });
    return {};
  }
  const line: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  details.push(...takeGeneratedFields(spec.entity, line, prefix));
  const readOnly = spec.entity.fields.filter((field) => field.readOnly && Object.hasOwn(line, field.name));
  for (const field of readOnly) details.push({ field: `${prefix}.${field.name}`, message: messages.readOnlyField(field.title) });
  if (readOnly.length === 0 && !spec.validateItem(line)) {
    details.push(...describeValidationErrors(spec.itemSchema, spec.entity.label.one, spec.validateItem.errors ?? [], prefix));
  }
  return line;
}
