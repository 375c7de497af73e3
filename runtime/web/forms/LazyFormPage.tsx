import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { FormValidatorsSource } from '../../shared/index.js';
import { loadFormValidators, useAdmin } from '../context/index.js';
import type { FormPageProps } from './FormPage.js';

// RJSF and ajv load only when a form page opens, in their own chunk.
const FormPage = lazy(() => import('./FormPage.js'));
// With a validators loader, the page waits for both chunks; one lazy component per loader, so it loads once.
const withValidators = new WeakMap<() => Promise<unknown>, LazyExoticComponent<ComponentType<FormPageProps>>>();

/** The form page, loaded on demand with the app's form validators; 'Cargando...' until both arrive. */
export function LazyFormPage(props: FormPageProps) {
  const { messages, formValidators } = useAdmin();
  const Page = getFormPage(formValidators);
  return (
    <Suspense fallback={<p className="page-status">{messages.loading}</p>}>
      <Page {...props} />
    </Suspense>
  );
}

function getFormPage(source: FormValidatorsSource | undefined): LazyExoticComponent<ComponentType<FormPageProps>> {
  if (typeof source !== 'function') return FormPage;
  let page = withValidators.get(source);
  if (!page) {
    page = lazy(async () => (await Promise.all([import('./FormPage.js'), loadFormValidators(source)]))[0]);
    withValidators.set(source, page);
  }
  return page;
}
