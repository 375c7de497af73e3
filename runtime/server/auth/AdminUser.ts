/** The signed-in administrator a request acts for (set by the session guard). */
export interface AdminUser {
  readonly id: string;
  readonly email: string;
  /** The roles it holds (admin_users.roles); null only while the site declares no role (then the first one it declares: fillUnsetAdminRoles stores it at the next start). */
  readonly roles: readonly string[] | null;
  /** The name people see, or null. */
  readonly displayName: string | null;
  /** The site's own admin-user fields (app.json `adminUsers.fields`), by name; a row filter's `$user.<field>` reads them. */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** An account as the account functions (create, password, find) handle it: without what only a session reads. */
export type AdminAccount = Pick<AdminUser, 'id' | 'email' | 'roles'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Null until the session guard has found a live session for the request. */
    adminUser: AdminUser | null;
  }
}
