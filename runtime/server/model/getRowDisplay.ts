import type { EntityDefinition } from '../../shared/index.js';
import type { EntityRegistry } from './createEntityRegistry.js';

/**
 * What names a row of `entity` where it is listed without its columns (a bulk report's rows): the `display` the
 * references to it show (a field or a label template, as their cells, pickers and history do), else its labelField;
 * null when nothing names its rows (their ids do).
 */
export function getRowDisplay(registry: EntityRegistry, entity: EntityDefinition): string | null {
  const own = entity.references.find((reference) => reference.entity === entity.entity);
  const incoming = own ?? registry.getIncomingReferences(entity.entity)[0]?.reference;
  return incoming?.display ?? entity.labelField;
}
