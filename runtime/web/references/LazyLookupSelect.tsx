import { lazy, Suspense } from 'react';
import { useMessages } from '../context/index.js';
import type { LookupSelectProps } from './LookupSelect.js';

// react-select and its styling engine load with the first picker drawn, not with every page.
const LookupSelect = lazy(() => import('./LookupSelect.js'));

/** The reference pickers' searchable select, 'Cargando…' until its chunk arrives; Spanish menu texts. */
export function LazyLookupSelect(props: Omit<LookupSelectProps, 'emptyText' | 'loadingText'>) {
  const messages = useMessages();
  return (
    <Suspense fallback={<span className="page-status">{messages.lookupLoading}</span>}>
      <LookupSelect {...props} emptyText={messages.lookupEmpty} loadingText={messages.lookupLoading} />
    </Suspense>
  );
}
