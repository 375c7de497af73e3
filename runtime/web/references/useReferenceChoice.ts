import { useState } from 'react';
import type { GridRow } from '../api/GridRow.js';
import type { LookupChoice } from './LookupChoice.js';
import { useLookupLabels } from './useLookupLabels.js';

export interface UseReferenceChoiceResult {
  /** What the select shows for the current id: the picked choice, else the server's (path and all), else the row's label; '-' for an unknown id. */
  readonly selected: LookupChoice | null;
  /** Remembers the picked choice (so its label shows at once) and returns its id. */
  readonly pick: (choice: LookupChoice | null) => string | null;
}

/** The choice a single-reference picker shows for `value`, resolved through the lookup when it was not picked here. */
export function useReferenceChoice(entity: string, field: string, value: string | null, row?: GridRow | null): UseReferenceChoiceResult {
  const [picked, setPicked] = useState<LookupChoice | null>(null);
  const known = picked !== null && picked.value === value ? picked : null;
  const labels = useLookupLabels(entity, field, value !== null && known === null ? [value] : []);
  const rowLabel = row && row[field] === value ? row.$labels?.[field] : undefined;
  let selected: LookupChoice | null = null;
  if (value !== null) {
    const resolved = labels.choices.get(value);
    const fallback = typeof rowLabel === 'string' ? rowLabel : labels.isLoading ? value : '-';
    selected = known ?? resolved ?? { value, label: fallback };
  }
  return {
    selected,
    pick: (choice) => {
      setPicked(choice);
      return choice?.value ?? null;
    },
  };
}
