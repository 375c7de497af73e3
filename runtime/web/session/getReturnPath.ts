/** The query parameter of `/login` naming where to go after signing in. */
export const RETURN_PARAM = 'next';

/**
 * Where to go after signing in: the `next` path when it is a path of this site (one leading slash, not
 * `//host` or `/\host`, not back to /login), else home, so the login page cannot send anyone elsewhere.
 */
export function getReturnPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || !/^\/(?![/\\])/.test(next)) return '/';
  if (/^\/login(?:[/?#]|$)/.test(next)) return '/';
  return next;
}
