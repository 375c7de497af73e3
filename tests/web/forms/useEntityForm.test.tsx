// useEntityForm validates with the generator's precompiled functions when the app supplies them, so a form works under
// the server's CSP (`script-src 'self'`, no 'unsafe-eval'), where ajv's runtime compilation (new Function) throws.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { app, entities, routes } from '../../fixtures/forms/generated/index.js';
import { formValidators } from '../../fixtures/forms/generated/validators/index.js';
import type { FormValidatorsSource } from '../../../runtime/shared/index.js';
import { AdminContext, AdminRoutes, createAdminApp, getMessages, getSessionQueryKey } from '../../../runtime/web/index.js';
import { createFetchMock } from '../support/createFetchMock.js';
import { createLocationProbe } from '../support/createLocationProbe.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { TEST_SESSION } from '../support/renderAdmin.js';

loadFormChunk();

const realFunction = globalThis.Function;
const realEval = globalThis.eval;
let evalAttempts = 0;

// What the browser does under the CSP: a string-to-code call throws EvalError. jsdom's own selector engine (nwsapi)
// compiles selectors with new Function; it is the test's DOM, not the app, so it alone is let through.
beforeEach(() => {
  evalAttempts = 0;
  const isJsdom = (): boolean => /[\\/]nwsapi[\\/]/.test(new Error().stack ?? '');
  const refuse = (): never => {
    evalAttempts += 1;
    throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed (test CSP)");
  };
  globalThis.Function = new Proxy(realFunction, {
    construct: (target, args: string[]) => (isJsdom() ? Reflect.construct(target, args) : refuse()),
    apply: (target, self, args: string[]) => (isJsdom() ? Reflect.apply(target, self, args) : refuse()),
  });
  globalThis.eval = refuse;
});

afterEach(() => {
  globalThis.Function = realFunction;
  globalThis.eval = realEval;
});

function renderSellerForm(validators: FormValidatorsSource | undefined) {
  const fetchMock = createFetchMock((request) =>
    request.method === 'POST' ? { status: 201, body: { _id: 's1', name: 'Ana' } } : { body: { data: [], itemsCount: 0 } },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const instance = createAdminApp({ app, entities, routes, fetch: fetchMock.fetch, queryClient, ...(validators ? { formValidators: validators } : {}) });
  queryClient.setQueryData(getSessionQueryKey(), TEST_SESSION);
  const probe = createLocationProbe();
  render(
    <AdminContext.Provider value={instance.context}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/sellers/new']}>
          <probe.Probe />
          <AdminRoutes routes={instance.routeObjects} />
        </MemoryRouter>
      </QueryClientProvider>
    </AdminContext.Provider>,
  );
  return { fetchMock, location: probe.location, user: userEvent.setup() };
}

describe('useEntityForm with precompiled validators', () => {
  const messages = getMessages(app.locale);

  it('says the name is required and saves once it is typed, without ever compiling code', async () => {
    const { fetchMock, location, user } = renderSellerForm(formValidators);
    await user.click(await screen.findByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.formRequired)).toBeTruthy();
    expect(fetchMock.calls('POST', '/api/sellers/create')).toEqual([]);

    await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
    await user.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(fetchMock.calls('POST', '/api/sellers/create')).toHaveLength(1));
    await waitFor(() => expect(location().pathname).toBe('/sellers/s1'));
    expect(evalAttempts).toBe(0);
  });

  it('loaded on demand (as main.tsx passes them), the form waits for them and never compiles code', async () => {
    let loads = 0;
    const { fetchMock, location, user } = renderSellerForm(() => {
      loads++;
      return new Promise((r) => setTimeout(() => r(formValidators), 50));
    });
    await user.click(await screen.findByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.formRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
    await user.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(location().pathname).toBe('/sellers/s1'));
    expect(fetchMock.calls('POST', '/api/sellers/create')).toHaveLength(1);
    expect(evalAttempts).toBe(0);
    expect(loads).toBe(1);
  });

  it('without them (an embedder, the fixtures) ajv compiles at runtime, which the CSP refuses', async () => {
    const { fetchMock, user } = renderSellerForm(undefined);
    await user.type(await screen.findByLabelText(/^Nombre/), 'Ana');
    await user.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(evalAttempts).toBeGreaterThan(0));
    expect(fetchMock.calls('POST', '/api/sellers/create')).toEqual([]);
  });
});
