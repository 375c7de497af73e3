/** The signed-in administrator a request acts for (set by the session guard). */
export interface AdminUser {
  readonly id: string;
  readonly email: string;
  /** The roles it holds (admin_users.roles); null when never set: it holds the site's first role (app.json adminUsers.firstRole). */
  readonly roles: readonly string[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null until the session guard has found a live session for the request. */
    adminUser: AdminUser | null;
  }
}
