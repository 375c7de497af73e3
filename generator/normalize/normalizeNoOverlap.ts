import type { NoOverlapDefinition } from '../../runtime/shared/index.js';
import type { EntitySchemaInput } from '../shared/types.js';

/** The entity's `noOverlap` rules as the model holds them: start, end, scope and message. */
export function normalizeNoOverlap(schema: EntitySchemaInput): NoOverlapDefinition[] {
  return (schema.rules ?? []).flatMap((rule) =>
    rule.noOverlap ? [{ start: rule.field, end: rule.noOverlap.end, scope: [...(rule.noOverlap.scope ?? [])], message: rule.message ?? null }] : [],
  );
}
