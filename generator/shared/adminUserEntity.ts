export { ADMIN_USER_ENTITY } from '../../runtime/shared/isBuiltinEntity.js';
/** Its schema file, relative to the project root of admin-gen itself (the `source` of generated/adminUser.ts). */
export const ADMIN_USER_ENTITY_SOURCE = 'generator/builtin/adminUser.json';
