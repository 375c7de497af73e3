import { createContext, useContext } from 'react';
import type { AppDefinition, EntityDefinition, FormValidatorFunctions, FormValidatorsByEntity, FormValidatorsSource, PageRoute } from '../../shared/index.js';
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
  /** The generator's precompiled form validators (generated/validators/) or their loader; a form without them compiles at runtime. */
  readonly formValidators?: FormValidatorsSource;
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

/**
 * A form's precompiled validate functions, or null when the app supplied none for it (fixtures, embedders). Given
 * a loader, the validators must have been loaded first (LazyFormPage does it before drawing any form).
 */
export function useFormValidatorFunctions(entity: string, form: string): FormValidatorFunctions | null {
  return getLoadedFormValidators(useAdmin().formValidators)?.[entity]?.[form] ?? null;
}

type FormValidatorsLoader = () => Promise<FormValidatorsByEntity>;
const loading = new WeakMap<FormValidatorsLoader, Promise<FormValidatorsByEntity>>();
const loaded = new WeakMap<FormValidatorsLoader, FormValidatorsByEntity>();

/** Imports the validators once per loader (every form awaits the same import); resolves at once for an object. */
export async function loadFormValidators(source: FormValidatorsSource | undefined): Promise<void> {
  if (typeof source !== 'function') return;
  let promise = loading.get(source);
  if (!promise) {
    promise = source().then((validators) => (loaded.set(source, validators), validators));
    // A failed import may be retried by the next form (a network blip), not remembered.
    promise.catch(() => loading.delete(source));
    loading.set(source, promise);
  }
  await promise;
}

function getLoadedFormValidators(source: FormValidatorsSource | undefined): FormValidatorsByEntity | undefined {
  if (typeof source !== 'function') return source;
  const validators = loaded.get(source);
  // Falling back to compiling would break under the CSP: a form drawn before its validators is a wiring mistake.
  if (!validators) throw new Error('The form validators are not loaded yet: draw forms through LazyFormPage, which loads them first.');
  return validators;
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
