import { screen, within } from '@testing-library/react';
import type { MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { renderAdmin } from '../support/renderAdmin.js';

/** The login page (signed out at /login), with POST /api/login answered by `login`. */
function renderLogin(login: (request: RecordedRequest) => MockResponse | Promise<MockResponse>) {
  return renderAdmin('/login', (request) => (request.path === '/api/login' ? login(request) : { status: 401, body: { error: 'Inicia sesión para continuar.' } }), {
    session: null,
  });
}

async function fill(rendered: ReturnType<typeof renderLogin>, email: string, password: string) {
  if (email) await rendered.user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await rendered.user.type(screen.getByLabelText('Contraseña'), password);
  await rendered.user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('is Spanish, with the autofill names browsers and password managers read', async () => {
    renderLogin(() => ({ status: 500 }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    const email = screen.getByLabelText('Correo electrónico');
    const password = screen.getByLabelText('Contraseña');
    expect([email.getAttribute('type'), email.getAttribute('autocomplete')]).toEqual(['email', 'username']);
    expect([password.getAttribute('type'), password.getAttribute('autocomplete')]).toEqual(['password', 'current-password']);
    expect(screen.getByRole('button', { name: 'Entrar' }).getAttribute('type')).toBe('submit');
    expect(document.title).toBe('Iniciar sesión · Administración');
  });

  it('an empty field gets its message beside it, and no request is sent', async () => {
    const rendered = renderLogin(() => ({ status: 500 }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await fill(rendered, '', '');
    expect(screen.getByText('Escribe tu correo electrónico.')).toBeTruthy();
    expect(screen.getByText('Escribe tu contraseña.')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-describedby')).toBe('login-email-error');
    await fill(rendered, 'ana@example.com', '');
    expect(screen.queryByText('Escribe tu correo electrónico.')).toBeNull();
    expect(screen.getByText('Escribe tu contraseña.')).toBeTruthy();
    expect(rendered.fetchMock.calls('POST', '/api/login')).toHaveLength(0);
  });

  it('wrong credentials (401) show the alert and keep the email', async () => {
    const rendered = renderLogin(() => ({ status: 401, body: { error: 'Correo o contraseña incorrectos.' } }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await fill(rendered, '  ana@example.com ', 'mala');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Correo o contraseña incorrectos.');
    expect(rendered.fetchMock.calls('POST', '/api/login')[0]!.body).toEqual({ email: 'ana@example.com', password: 'mala' });
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@example.com');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it("too many failures (429) show the server's message with its minutes", async () => {
    const rendered = renderLogin(() => ({ status: 429, body: { error: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.' } }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await fill(rendered, 'ana@example.com', 'otra');
    expect((await screen.findByRole('alert')).textContent).toBe('Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.');
  });

  it('a network failure shows a Spanish sentence', async () => {
    const rendered = renderLogin(() => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await fill(rendered, 'ana@example.com', 'otra');
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.');
  });

  it('the button is disabled while the request is under way', async () => {
    let release!: () => void;
    const rendered = renderLogin(() => new Promise<MockResponse>((resolve) => (release = () => resolve({ status: 401, body: {} }))));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await fill(rendered, 'ana@example.com', 'otra');
    expect((screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
