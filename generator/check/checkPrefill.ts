import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import { isArrayField } from '../shared/isArrayField.js';
import type { EntitySchemaInput } from '../shared/types.js';

/**
 * Checks each reference's `prefill`: a reference holding one id, each filled field one a person writes (not the
 * reference itself, `_id`, read-only, computed or lifecycle), each path a field of the chosen row or of rows it reaches
 * through single references, of the filled field's type (a reference to the same entity for a reference), and a get
 * endpoint on every entity the form reads a row of.
 */
export function checkPrefill(checker: EntityChecker): void {
  const { schema, report } = checker;
  for (const [field, reference] of Object.entries(schema.references ?? {})) {
    if (reference.prefill === undefined) continue;
    const at: Segment[] = ['references', field, 'prefill'];
    if (isArrayField(schema, field)) {
      report(at, `field ${JSON.stringify(field)} holds an array of ids; expected "prefill" on a reference holding one id (one chosen row fills the form)`);
      continue;
    }
    const chosen = checker.findEntity(['references', field, 'entity'], reference.entity);
    if (!chosen) continue;
    for (const [target, path] of Object.entries(reference.prefill)) {
      const targetAt = [...at, target];
      if (!checker.checkField(targetAt, target)) continue;
      const targetSchema = schema.fields[target] as JsonSchema;
      if (target === field || target === '_id' || targetSchema.readOnly === true || Object.hasOwn(schema.computed ?? {}, target) || Object.hasOwn(schema.lifecycle ?? {}, target)) {
        report(targetAt, `field ${JSON.stringify(target)} is not one a person writes in the form; expected a field other than the reference itself, "_id", read-only, computed and lifecycle fields`);
        continue;
      }
      const source = resolvePath(checker, targetAt, chosen, path);
      if (!source) continue;
      const sourceSchema = source.entity.fields[source.field] as JsonSchema;
      const [sourceType, targetType] = [getFieldType(sourceSchema), getFieldType(targetSchema)];
      const sourceReference = source.entity.references?.[source.field]?.entity;
      const targetReference = schema.references?.[target]?.entity;
      if (sourceType !== targetType) {
        report(targetAt, `${JSON.stringify(path)} holds a ${JSON.stringify(sourceType)} and field ${JSON.stringify(target)} a ${JSON.stringify(targetType)}; expected a path to a field of the same type`);
      } else if (targetReference !== undefined && sourceReference !== targetReference) {
        report(targetAt, `field ${JSON.stringify(target)} references ${JSON.stringify(targetReference)} but ${JSON.stringify(path)} ${sourceReference === undefined ? 'is no reference' : `references ${JSON.stringify(sourceReference)}`}; expected a path to a reference to ${JSON.stringify(targetReference)}`);
      }
    }
  }
}

/** The entity and field a prefill path ends at, each row it passes through readable by a get endpoint; undefined when reported. */
function resolvePath(checker: EntityChecker, at: readonly Segment[], chosen: EntitySchemaInput, path: string): { entity: EntitySchemaInput; field: string } | undefined {
  const segments = path.split('.');
  let current = chosen;
  for (const [i, segment] of segments.entries()) {
    if (!hasGetEndpoint(current)) {
      checker.report(at, `entity ${JSON.stringify(current.entity)} has no endpoint of kind "get"; expected one, through which the form reads the chosen row for ${JSON.stringify(path)}`);
      return undefined;
    }
    if (!checker.checkFieldOf(at, current, segment)) return undefined;
    if (i === segments.length - 1) return { entity: current, field: segment };
    const next = current.references?.[segment];
    if (!next || isArrayField(current, segment)) {
      checker.report(at, `field ${JSON.stringify(segment)} of entity ${JSON.stringify(current.entity)} in ${JSON.stringify(path)} is not a reference holding one id; expected the path to pass through single references only`);
      return undefined;
    }
    const found = checker.findEntity(at, next.entity);
    if (!found) return undefined;
    current = found;
  }
  return undefined;
}

function hasGetEndpoint(entity: EntitySchemaInput): boolean {
  return Object.values(entity.endpoints ?? {}).some((endpoint) => endpoint.kind === 'get');
}
