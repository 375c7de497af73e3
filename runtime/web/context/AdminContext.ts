import { createContext, useContext } from 'react';
import type { AppDefinition, EntityDefinition, FormValidatorFunctions, FormValidatorsByEntity, PageRoute } from '../../shared/index.js';
import type { ApiClient } from '../api/index.js';
import type { Messages } from '../i18n/index.js';
import type { WebRegistry } from '../registry/WebRegistry.js';

/** What every page, hook and widget of the runtime reads: the app model, the API client, texts, registries. */
export interface AdminContextValue {
  readonly app: AppDefinition;
  readonly entities: ReadonlyMap<string, EntityDefinition>;
  readonly routes: readonly PageRoute[];
  readonly apiClient: ApiClient;
  readonly messages: Messages;
  readonly registry: WebRegistry;
  /** The generator's precompiled form validators (generated/validators/); a form without them compiles at runtime. */
  readonly formValidators?: FormValidatorsByEntity;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

/** The runtime's context; throws outside <AdminApp> (or <AdminProvider>) so a wiring mistake is obvious. */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin must be used inside <AdminApp> or <AdminProvider>.');
  return value;
}

/** The catalog texts for the app's locale. */
export function useMessages(): Messages {
  return useAdmin().messages;
}

/** The API client bound to the app's API base. */
export function useApiClient(): ApiClient {
  return useAdmin().apiClient;
}

/** The cell, filter and action registries. */
export function useRegistry(): WebRegistry {
  return useAdmin().registry;
}

/** A form's precompiled validate functions, or null when the app supplied none for it (fixtures, embedders). */
export function useFormValidatorFunctions(entity: string, form: string): FormValidatorFunctions | null {
  return useAdmin().formValidators?.[entity]?.[form] ?? null;
}

/** An entity by name; throws with the known names when it does not exist. */
export function useEntity(name: string): EntityDefinition {
  const { entities } = useAdmin();
  return getEntity(entities, name);
}

/** Looks an entity up by name, throwing a precise error for an unknown one. */
export function getEntity(entities: ReadonlyMap<string, EntityDefinition>, name: string): EntityDefinition {
  const entity = entities.get(name);
  if (!entity) throw new Error(`Unknown entity "${name}". Known entities: ${[...entities.keys()].sort().join(', ')}.`);
  return entity;
}
