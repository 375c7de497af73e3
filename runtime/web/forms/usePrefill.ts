import { useCallback, useRef } from 'react';
import type { EntityDefinition, FormDefinition } from '../../shared/index.js';
import { useAdmin, useApiClient } from '../context/index.js';
import { applyPrefill } from './applyPrefill.js';
import { readPrefillValues } from './readPrefillValues.js';

type Data = Readonly<Record<string, unknown>>;

/**
 * Prefill from references: called with the form's data before and after each change, it reads the newly chosen row
 * of every reference with a `prefill` the form shows and hands `update` a change that fills the form's fields from it
 * (applyPrefill: never a field the user typed into since its last fill, never for a choice made since). A row the
 * user may not read fills nothing.
 */
export function usePrefill(entity: EntityDefinition, form: FormDefinition, update: (change: (data: Data) => Data) => void): (previous: Data, next: Data) => void {
  const apiClient = useApiClient();
  const { entities } = useAdmin();
  const filled = useRef<Record<string, unknown>>({});
  return useCallback(
    (previous, next) => {
      for (const reference of entity.references) {
        if (!reference.prefill || !form.fields.includes(reference.field)) continue;
        const chosen = next[reference.field];
        if (chosen === previous[reference.field] || typeof chosen !== 'string' || chosen === '') continue;
        const shown = Object.fromEntries(Object.entries(reference.prefill).filter(([target]) => form.fields.includes(target)));
        readPrefillValues(apiClient, entities, { ...reference, prefill: shown }, chosen).then(
          (values) => update((data) => applyPrefill(data, reference.field, chosen, values, filled.current)),
          // The fields stay as the user left them: a prefill is a convenience, never a condition of the form.
          () => undefined,
        );
      }
    },
    [apiClient, entities, entity, form.fields, update],
  );
}
