import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { AccessContext, AdminContext, useAdmin } from '../context/index.js';
import { useSession } from '../session/index.js';
import { getPermittedContext } from './getPermittedContext.js';

export interface AccessProviderProps {
  readonly children: ReactNode;
}

/** Gives the pages under it the signed-in user's access and the app as the user may use it (getPermittedContext). */
export function AccessProvider({ children }: AccessProviderProps) {
  const admin = useAdmin();
  const { session } = useSession();
  const permissions = session?.permissions;
  const user = session?.user;
  // The account's values a row filter's `$user.<field>` names: its id, email, name and the site's own fields.
  const userValues = useMemo(() => (user ? { ...user.fields, _id: user.id, email: user.email, displayName: user.displayName ?? null } : {}), [user]);
  const { context, access } = useMemo(() => getPermittedContext(admin, permissions, userValues), [admin, permissions, userValues]);
  return (
    <AdminContext.Provider value={context}>
      <AccessContext.Provider value={access}>{children}</AccessContext.Provider>
    </AdminContext.Provider>
  );
}
