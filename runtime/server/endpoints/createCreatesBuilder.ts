import type { CreatesDefinition, EntityDefinition, FieldDefinition } from '../../shared/index.js';
import { createEntityValidator, toDetailsError, type EntityValidator } from '../http/createEntityValidator.js';
import type { ValidationDetail } from '../http/describeValidationErrors.js';
import { messages } from '../messages.js';
import { addServerFields, fillCreatesTemplate, getCreatesTemplateSources, type EntityRegistry } from '../model/index.js';
import { assignGeneratedValues } from '../storage/index.js';

/** A row to insert alongside the new record. */
export interface CreatedRow {
  readonly entity: EntityDefinition;
  readonly record: Record<string, unknown>;
}

/** Builds the rows of an entity's CreatesDefinitions from the new record (with its children arrays); throws a 400 when one does not fit. */
export type CreatesBuilder = (record: Readonly<Record<string, unknown>>, now: Date) => CreatedRow[];

interface CreatesSpec {
  readonly definition: CreatesDefinition;
  readonly entity: EntityDefinition;
  readonly validator: EntityValidator;
  readonly fields: readonly [FieldDefinition, string][];
}

/**
 * Checks the CreatesDefinitions (the entity's own, or a transition endpoint's) against the registry and compiles the
 * created entities' validators once.
 */
export function createCreatesBuilder(entity: EntityDefinition, registry: EntityRegistry, definitions: readonly CreatesDefinition[] = entity.creates): CreatesBuilder {
  const specs: CreatesSpec[] = definitions.map((definition) => {
    const target = registry.get(definition.entity);
    const fields = Object.entries(definition.values).map(([name, template]): [FieldDefinition, string] => {
      const field = target.fields.find((candidate) => candidate.name === name);
      if (!field || field.storage === 'children') throw new Error(`${entity.source}: creates ${target.entity} sets unknown field ${target.entity}.${name}.`);
      return [field, template];
    });
    return { definition, entity: target, validator: createEntityValidator(target), fields };
  });

  return (source, now) =>
    specs.map((spec) => {
      const record: Record<string, unknown> = {};
      for (const [field, template] of spec.fields) {
        const value = toFieldType(field, fillCreatesTemplate(template, source));
        if (value !== undefined) record[field.name] = value;
      }
      for (const field of spec.entity.fields) {
        if (record[field.name] === undefined && field.schema.default !== undefined) record[field.name] = structuredClone(field.schema.default);
      }
      addServerFields(spec.entity, record, now);
      assignGeneratedValues(spec.entity, [record]);
      const details = spec.validator.checkRecord(record);
      if (details.length > 0) throw toDetailsError(details.map((detail) => describeCreatedProblem(spec, detail)));
      return { entity: spec.entity, record };
    });
}

/** The created row's problem in the sender's terms: the message says which row, the field is the body field the template read. */
function describeCreatedProblem(spec: CreatesSpec, detail: ValidationDetail): ValidationDetail {
  const createdField = detail.field.split(/[.[]/)[0] ?? '';
  const template = spec.definition.values[createdField];
  const source = template === undefined ? undefined : getCreatesTemplateSources(template)[0];
  return { field: source ?? '', message: messages.createdRowInvalid(spec.entity.label.one, detail.message) };
}

/** A template's value as the created field stores it; empty values are left out (defaults and `required` decide). */
function toFieldType(field: FieldDefinition, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (value === '' && field.storage !== 'text') return undefined;
  switch (field.storage) {
    case 'integer':
    case 'real': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'boolean':
      return value === true || value === 'true' ? true : value === false || value === 'false' ? false : value;
    case 'text':
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    default:
      return value;
  }
}
