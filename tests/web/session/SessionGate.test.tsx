import { screen, waitFor } from '@testing-library/react';
import { getSessionQueryKey } from '../../../runtime/web/index.js';
import { createDeferred } from '../support/createFetchMock.js';
import type { MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const session = { user: { id: 'u7', email: 'ana@example.com' }, csrfToken: 'csrf-after-login' };

/** A server with one password: GET /session answers 401 until POST /login succeeds, then the session. */
function createServer(options: { signedIn?: boolean } = {}) {
  let signedIn = options.signedIn ?? false;
  const handler = (request: RecordedRequest): MockResponse => {
    if (request.path === '/api/session') return signedIn ? { body: session } : { status: 401, body: { error: 'Inicia sesión para continuar.' } };
    if (request.path === '/api/login') {
      const body = request.body as { email?: string; password?: string };
      if (body.email === 'ana@example.com' && body.password === 'secreta-larga') {
        signedIn = true;
        return { body: session };
      }
      return { status: 401, body: { error: 'Correo o contraseña incorrectos.' } };
    }
    if (!signedIn) return { status: 401, body: { error: 'Inicia sesión para continuar.' } };
    return answerList(makeSellers(3), request);
  };
  return { handler, signOut: () => (signedIn = false) };
}

async function signIn(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'secreta-larga');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('SessionGate', () => {
  it("shows 'Cargando...' while GET /api/session is under way", async () => {
    const answer = createDeferred<MockResponse>();
    renderAdmin('/sellers', (request) => (request.path === '/api/session' ? answer.promise : { body: null }), { session: 'fetch' });
    expect(await screen.findByText('Cargando...')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    answer.resolve({ body: session });
    expect(await screen.findByRole('heading', { name: 'Vendedores' })).toBeTruthy();
  });

  it('signed out (401), shows the login page instead of the app, and asks for nothing else', async () => {
    const rendered = renderAdmin('/sellers', createServer().handler, { session: 'fetch' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    expect(rendered.fetchMock.requests.map((request) => request.path)).toEqual(['/api/session']);
    expect(rendered.pathname()).toBe('/sellers');
  });

  it('signing in opens the page that was asked for, with the user in the header and the token on every call', async () => {
    const rendered = renderAdmin('/institutes?x=1', createServer().handler, { session: 'fetch' });
    await signIn(rendered.user);
    expect(await screen.findByRole('heading', { name: 'Institutos' })).toBeTruthy();
    expect(rendered.pathname()).toBe('/institutes');
    expect(rendered.search().get('x')).toBe('1');
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    const login = rendered.fetchMock.calls('POST', '/api/login');
    expect(login).toHaveLength(1);
    expect(login[0]!.body).toEqual({ email: 'ana@example.com', password: 'secreta-larga' });
    expect(login[0]!.contentType).toBe('application/json');
    await waitFor(() => expect(rendered.fetchMock.calls('GET', '/api/institutes').length).toBeGreaterThan(0));
    expect(rendered.fetchMock.calls('GET', '/api/institutes')[0]!.headers.get('X-CSRF-Token')).toBe('csrf-after-login');
  });

  it('a 401 from any call (the session expired) brings the login page back at the same URL, and signing in returns there', async () => {
    const server = createServer({ signedIn: true });
    const rendered = renderAdmin('/sellers', server.handler, { session: 'fetch' });
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
    server.signOut();
    await rendered.user.click(screen.getByRole('link', { name: 'Institutos' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(rendered.pathname()).toBe('/institutes');
    expect(rendered.queryClient.getQueryData(getSessionQueryKey())).toBeNull();
    await signIn(rendered.user);
    expect(await screen.findByRole('heading', { name: 'Institutos' })).toBeTruthy();
    expect(rendered.pathname()).toBe('/institutes');
  });

  it('/login signed in goes to `next` (a path of this site only), else home', async () => {
    const rendered = renderAdmin('/login?next=%2Finstitutes', createServer({ signedIn: true }).handler);
    expect(await screen.findByRole('heading', { name: 'Institutos' })).toBeTruthy();
    expect(rendered.pathname()).toBe('/institutes');
  });

  it('/login signs in and then goes to `next`', async () => {
    const rendered = renderAdmin('/login?next=%2Finstitutes', createServer().handler, { session: 'fetch' });
    await signIn(rendered.user);
    expect(await screen.findByRole('heading', { name: 'Institutos' })).toBeTruthy();
    expect(rendered.pathname()).toBe('/institutes');
  });

  it('shows an alert with Reintentar when the session cannot be read', async () => {
    let fail = true;
    const rendered = renderAdmin(
      '/sellers',
      (request) => (request.path === '/api/session' && fail ? { status: 502, body: { error: 'Bad gateway' } } : request.path === '/api/session' ? { body: session } : answerList(makeSellers(1), request)),
      { session: 'fetch' },
    );
    expect(await screen.findByRole('heading', { name: 'No se pudo comprobar la sesión.' })).toBeTruthy();
    fail = false;
    await rendered.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
  });
});
