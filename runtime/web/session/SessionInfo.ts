import { isRecord } from '../../shared/isRecord.js';
import type { Permissions } from '../../shared/index.js';

/** The signed-in administrator. */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly displayName?: string | null;
  /** The site's own account fields (app.json adminUsers.fields), e.g. an owner reference a row filter reads. */
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** What `GET {apiBase}/session` and `POST {apiBase}/login` answer: the user and the token state changes carry. */
export interface SessionInfo {
  readonly user: SessionUser;
  readonly csrfToken: string;
  /** What the user's roles allow; absent from a server before roles (then everything is). */
  readonly permissions?: Permissions;
}

/** True when a body is a session answer (a user with id and email, and a non-empty csrfToken). */
export function isSessionInfo(body: unknown): body is SessionInfo {
  if (!isRecord(body) || typeof body.csrfToken !== 'string' || body.csrfToken === '') return false;
  const { user } = body;
  return isRecord(user) && typeof user.id === 'string' && typeof user.email === 'string';
}
