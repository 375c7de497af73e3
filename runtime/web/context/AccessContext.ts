import { createContext, useContext } from 'react';
import type { EntityDefinition } from '../../shared/index.js';
import { getAccess, UNRESTRICTED } from './getAccess.js';
import type { Access } from './getAccess.js';

/** The signed-in user's access; without a provider (components drawn alone) everything is allowed. */
export const AccessContext = createContext<Access>(getAccess(UNRESTRICTED, new Map<string, EntityDefinition>(), []));

/** What the signed-in user may do (see Access): the one source of the web app's permission answers. */
export function useAccess(): Access {
  return useContext(AccessContext);
}
