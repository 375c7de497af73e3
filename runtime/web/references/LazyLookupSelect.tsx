import { lazy, Suspense } from 'react';
import { useMessages } from '../context/index.js';
import type { LookupSelectProps } from './LookupSelect.js';

// react-select and its styling engine load with the first picker drawn, not with every page.
const LookupSelect = lazy(() => import('./LookupSelect.js'));

export type LazyLookupSelectProps = Omit<LookupSelectProps, 'emptyText' | 'loadingText'> & Partial<Pick<LookupSelectProps, 'emptyText' | 'loadingText'>>;

/** The reference pickers' searchable select, 'Cargando…' until its chunk arrives; the lookup's Spanish menu texts unless given others. */
export function LazyLookupSelect({ emptyText, loadingText, ...props }: LazyLookupSelectProps) {
  const messages = useMessages();
  const loading = loadingText ?? messages.lookupLoading;
  return (
    <Suspense fallback={<span className="page-status">{loading}</span>}>
      <LookupSelect {...props} emptyText={emptyText ?? messages.lookupEmpty} loadingText={loading} />
    </Suspense>
  );
}
