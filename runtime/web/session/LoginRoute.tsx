import { Navigate, useSearchParams } from 'react-router';
import { getReturnPath, RETURN_PARAM } from './getReturnPath.js';
import { LoginPage } from './LoginPage.js';
import { SessionStatusPage } from './SessionStatusPage.js';
import { useSession } from './useSession.js';

/** The `/login` page: the login form, and once signed in the `next` path (a path of this site) or home. */
export function LoginRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  if (session.status === 'signedIn') return <Navigate to={getReturnPath(search.get(RETURN_PARAM))} replace />;
  if (session.status === 'signedOut') return <LoginPage />;
  return <SessionStatusPage session={session} />;
}
