/** The signed-in administrator a request acts for (set by the session guard). */
export interface AdminUser {
  readonly id: string;
  readonly email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null until the session guard has found a live session for the request. */
    adminUser: AdminUser | null;
  }
}
