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
  const permissions = useSession().session?.permissions;
  const { context, access } = useMemo(() => getPermittedContext(admin, permissions), [admin, permissions]);
  return (
    <AdminContext.Provider value={context}>
      <AccessContext.Provider value={access}>{children}</AccessContext.Provider>
    </AdminContext.Provider>
  );
}
