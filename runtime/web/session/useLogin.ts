import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, NetworkError } from '../api/index.js';
import { useAdmin } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import type { Messages } from '../i18n/index.js';
import { isSessionInfo } from './SessionInfo.js';
import type { SessionInfo } from './SessionInfo.js';
import { setSession } from './setSession.js';

/** The login form's fields. */
export type LoginField = 'email' | 'password';

export interface UseLoginResult {
  readonly values: Readonly<Record<LoginField, string>>;
  readonly setValue: (field: LoginField, value: string) => void;
  /** A message beside each field left empty at the last submit. */
  readonly fieldErrors: Readonly<Partial<Record<LoginField, string>>>;
  /** The server's refusal (wrong credentials, too many attempts) or a network failure, for the alert beside the form. */
  readonly error: string | null;
  readonly isSubmitting: boolean;
  /** Checks the fields and, when both are filled, sends `POST {apiBase}/login`; success starts the session. */
  readonly submit: () => void;
}

/** The login page's controller: field values and messages, the request, and the session it starts. */
export function useLogin(): UseLoginResult {
  const { apiClient, messages } = useAdmin();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const mutation = useMutation({
    mutationFn: async (credentials: Readonly<Record<LoginField, string>>): Promise<SessionInfo> => {
      const body = await apiClient.request('POST', '/login', { body: credentials });
      if (!isSessionInfo(body)) throw new Error(messages.loginBadResponse);
      return body;
    },
    // The typed password must not outlive the request in the mutation cache.
    gcTime: 0,
  });
  const { mutate, reset } = mutation;

  const setValue = useCallback((field: LoginField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A message stays until the field is filled, not until the next submit.
    if (value !== '') setFieldErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  }, []);

  const submit = useCallback(() => {
    const email = values.email.trim();
    const errors: Partial<Record<LoginField, string>> = {};
    if (email === '') errors.email = messages.loginEmailRequired;
    if (values.password === '') errors.password = messages.loginPasswordRequired;
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      reset();
      return;
    }
    // Called once the mutation has settled as a success: setSession then empties the mutation cache too.
    mutate({ email, password: values.password }, { onSuccess: (session) => setSession(queryClient, session) });
  }, [values, messages, mutate, reset, queryClient]);

  return {
    values,
    setValue,
    fieldErrors,
    error: mutation.error ? getLoginError(mutation.error, messages) : null,
    isSubmitting: mutation.isPending,
    submit,
  };
}

/** The sentence shown for a failed login: the catalog's for 401, the server's for 429 (it names the minutes). */
export function getLoginError(error: Error, messages: Messages): string {
  if (!(error instanceof ApiError)) return error instanceof NetworkError || error instanceof TypeError ? messages.networkError : error.message;
  if (error.status === 401) return messages.loginInvalid;
  const serverText = typeof error.body === 'object' && error.body !== null && 'error' in error.body ? error.body.error : null;
  if (error.status === 429) return typeof serverText === 'string' && serverText !== '' ? serverText : messages.loginTooManyAttempts;
  if (typeof serverText === 'string' && serverText !== '') return serverText;
  return formatMessage(messages.requestFailed, { status: error.status });
}
