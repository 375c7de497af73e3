import { lazy, Suspense } from 'react';
import { useMessages } from '../context/index.js';
import type { FormPageProps } from './FormPage.js';

// RJSF and ajv load only when a form page opens, in their own chunk.
const FormPage = lazy(() => import('./FormPage.js'));

/** The form page, loaded on demand; 'Cargando...' until its chunk arrives. */
export function LazyFormPage(props: FormPageProps) {
  const messages = useMessages();
  return (
    <Suspense fallback={<p className="page-status">{messages.loading}</p>}>
      <FormPage {...props} />
    </Suspense>
  );
}
