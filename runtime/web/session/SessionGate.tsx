import type { ReactNode } from 'react';
import { LoginPage } from './LoginPage.js';
import { SessionStatusPage } from './SessionStatusPage.js';
import { useSession } from './useSession.js';

export interface SessionGateProps {
  readonly children: ReactNode;
}

/**
 * Shows its children only to a signed-in administrator. Signed out (never signed in, expired, any 401) the
 * login page takes their place at the same URL, so signing in lands on the page that was asked for.
 */
export function SessionGate({ children }: SessionGateProps) {
  const session = useSession();
  if (session.status === 'signedOut') return <LoginPage />;
  if (session.status !== 'signedIn') return <SessionStatusPage session={session} />;
  return <>{children}</>;
}
