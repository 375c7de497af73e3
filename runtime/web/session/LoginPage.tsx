import type { FormEvent } from 'react';
import { useAdmin } from '../context/index.js';
import { useLogin } from './useLogin.js';

/**
 * The Spanish login page: email and password (browser autofill names), 'Entrar', a message beside a field
 * left empty, and the server's refusal in an alert above the fields. Signing in sets the session, which
 * takes the user on (SessionGate shows the page asked for, LoginRoute goes to `next`).
 */
export function LoginPage() {
  const { app, messages } = useAdmin();
  const { values, setValue, fieldErrors, error, isSubmitting, submit } = useLogin();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  return (
    <main className="login-page">
      <title>{`${messages.loginTitle} · ${app.title}`}</title>
      <form className="login-card" noValidate aria-labelledby="login-title" aria-busy={isSubmitting} onSubmit={onSubmit}>
        <p className="login-brand">{app.title}</p>
        <h1 id="login-title" className="login-title">
          {messages.loginTitle}
        </h1>
        {error ? (
          <p className="login-alert" role="alert">
            {error}
          </p>
        ) : null}
        <div className="login-field">
          <label htmlFor="login-email">{messages.loginEmail}</label>
          <input
            id="login-email"
            className="input"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={values.email}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? 'login-email-error' : undefined}
            onChange={(event) => setValue('email', event.target.value)}
          />
          {fieldErrors.email ? (
            <p id="login-email-error" className="field-error">
              {fieldErrors.email}
            </p>
          ) : null}
        </div>
        <div className="login-field">
          <label htmlFor="login-password">{messages.loginPassword}</label>
          <input
            id="login-password"
            className="input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
            onChange={(event) => setValue('password', event.target.value)}
          />
          {fieldErrors.password ? (
            <p id="login-password-error" className="field-error">
              {fieldErrors.password}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary login-submit" disabled={isSubmitting}>
          {messages.loginSubmit}
        </button>
      </form>
    </main>
  );
}
