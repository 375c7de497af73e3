import type { RJSFSchema } from '@rjsf/utils';
import { getFormSchema as getSharedFormSchema } from '../../shared/index.js';
import type { EntityDefinition, FormDefinition } from '../../shared/index.js';

export { getFormData } from '../../shared/index.js';

/** The shared getFormSchema typed for RJSF: the generator precompiles validators for exactly this schema. */
export function getFormSchema(entity: EntityDefinition, form: FormDefinition): RJSFSchema {
  // JsonSchema is the model's view of the same JSON Schema text RJSF reads; only the TypeScript shapes differ.
  return getSharedFormSchema(entity, form) as RJSFSchema;
}
