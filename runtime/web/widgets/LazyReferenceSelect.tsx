import { lazy, Suspense } from 'react';
import { useMessages } from '../context/index.js';
import type { ReferenceSelectProps } from './ReferenceSelect.js';

// react-select and its styling engine load with the first form that draws a picker, not with every form.
const ReferenceSelect = lazy(() => import('./ReferenceSelect.js'));

/** The async select of referenced rows, 'Cargando...' until its chunk arrives. */
export function LazyReferenceSelect(props: Omit<ReferenceSelectProps, 'emptyText' | 'loadingText'>) {
  const messages = useMessages();
  return (
    <Suspense fallback={<span className="page-status">{messages.loading}</span>}>
      <ReferenceSelect {...props} emptyText={messages.empty} loadingText={messages.loading} />
    </Suspense>
  );
}
