/** The built-in admin users entity (the panel's accounts, table admin_users): its fields are made from app.json's roles and adminUsers. */
export const ADMIN_USER_ENTITY = 'adminUser';
/** Its schema file, relative to the project root of admin-gen itself (the `source` of generated/adminUser.ts). */
export const ADMIN_USER_ENTITY_SOURCE = 'generator/builtin/adminUser.json';
