import type { EntityDefinition } from './types.js';

/** Entities declared by admin-gen itself (generator/builtin/): their tables are the system tables, kept by admin-gen's own history. */
export function isBuiltinEntity(entity: Pick<EntityDefinition, 'source'>): boolean {
  return entity.source.startsWith('generator/builtin/');
}
