import { useCallback, useState } from 'react';
import { getVersionConflict } from '../api/index.js';
import type { GridRow } from '../api/GridRow.js';

/** A save the server refused because the row changed since (412): the row as it is now, and what was being saved. */
export interface VersionConflict<Pending> {
  readonly current: GridRow;
  readonly pending: Pending;
}

export interface UseVersionConflictResult<Pending> {
  readonly conflict: VersionConflict<Pending> | null;
  /** Keeps the conflict when the error is a 412 (true), else leaves the error to the caller (false). */
  readonly catchConflict: (error: unknown, pending: Pending) => boolean;
  readonly clearConflict: () => void;
}

/** The conflict state a form or an inline edit shows its dialog from (ConflictDialog). */
export function useVersionConflict<Pending>(): UseVersionConflictResult<Pending> {
  const [conflict, setConflict] = useState<VersionConflict<Pending> | null>(null);
  const catchConflict = useCallback((error: unknown, pending: Pending) => {
    const current = getVersionConflict(error);
    if (current) setConflict({ current, pending });
    return current !== null;
  }, []);
  const clearConflict = useCallback(() => setConflict(null), []);
  return { conflict, catchConflict, clearConflict };
}
