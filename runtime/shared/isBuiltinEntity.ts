import type { EntityDefinition } from './types.js';

/** The built-in admin users entity (the panel's accounts, table admin_users): its fields are made from app.json's roles and adminUsers. */
export const ADMIN_USER_ENTITY = 'adminUser';

/** Entities declared by admin-gen itself (generator/builtin/): their tables are the system tables, kept by admin-gen's own history. */
export function isBuiltinEntity(entity: Pick<EntityDefinition, 'source'>): boolean {
  return entity.source.startsWith('generator/builtin/');
}
