import type { CheckRequest, Row } from './CheckCase.js';
import { CheckUsageError } from './CheckUsageError.js';
import type { CheckResponse } from './createAnswerChecker.js';
import type { DocumentedOperation, OpenApiDocument } from './OpenApiDocument.js';
import type { Transport } from './Transport.js';

/** A signed-in session: its cookie (name=value) and the CSRF token its sign-in answered. */
export interface SessionKeys {
  readonly cookie: string;
  readonly csrf: string | undefined;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface CheckSession {
  /** Sends a request with the credentials its `as` asks for, and reads the answer's JSON. */
  send(request: CheckRequest): Promise<CheckResponse>;
  /** Signs in as the checker's session, which every later request carries; throws CheckUsageError when refused. */
  signIn(): Promise<void>;
  /** Signs in once more, without touching the checker's session: its keys, or the refusal. */
  startAnother(): Promise<SessionKeys | CheckResponse>;
  /** The headers that carry a session: its cookie, and its CSRF token when the document has a CSRF header. */
  getHeaders(keys: SessionKeys): Record<string, string>;
  readonly credentials: Credentials;
  /** The signed-in account's roles, when its sign-in answered restricted permissions (admin-gen's `permissions`); else undefined. */
  readonly roles: readonly string[] | undefined;
}

export interface CheckSessionOptions {
  readonly document: OpenApiDocument;
  readonly operations: readonly DocumentedOperation[];
  readonly transport: Transport;
  readonly credentials: Credentials;
}

/**
 * check-api's session, as the document describes it: sign-in is its public operation that takes a JSON body, the
 * cookie and the CSRF header are its security schemes (cookie and header), the token is the sign-in answer's csrf key.
 */
export function createCheckSession(options: CheckSessionOptions): CheckSession {
  const { transport, credentials } = options;
  const schemes = Object.values(options.document.components?.securitySchemes ?? {});
  const cookieName = schemes.find((scheme) => scheme.in === 'cookie')?.name;
  const csrfHeader = schemes.find((scheme) => scheme.in === 'header')?.name;
  const login = options.operations.find((operation) => operation.security === 'public' && operation.operation.requestBody?.content?.['application/json']);
  let session: SessionKeys | undefined;
  let roles: readonly string[] | undefined;

  function getHeaders(keys: SessionKeys, withCsrf = true): Record<string, string> {
    return { cookie: keys.cookie, ...(withCsrf && csrfHeader && keys.csrf && { [csrfHeader.toLowerCase()]: keys.csrf }) };
  }

  async function send(request: CheckRequest): Promise<CheckResponse> {
    const as = request.as ?? 'session';
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers, ...(session && as !== 'none' && getHeaders(session, as === 'session')) };
    let payload: string | Buffer | undefined;
    if (request.raw) {
      headers['content-type'] = request.raw.contentType;
      payload = request.raw.payload;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body);
    }
    const response = await transport({ method: request.method, url: request.url, headers, ...(payload !== undefined && { payload }) });
    let data: unknown;
    try {
      data = response.body === '' ? undefined : JSON.parse(response.body);
    } catch {
      data = undefined;
    }
    return { ...response, data };
  }

  /** Signs in with the credentials; the session's keys (and the account's roles), or the refusal. */
  async function start(): Promise<(SessionKeys & { roles: readonly string[] | undefined }) | CheckResponse> {
    if (!login) throw new CheckUsageError('the document has no sign-in operation (a public operation with a JSON body)');
    const response = await send({ method: login.method, url: login.path, body: { email: credentials.email, password: credentials.password }, as: 'none' });
    if (response.status !== 200) return response;
    const cookie = (response.headers['set-cookie'] ?? '').split('\n').map((line) => line.split(';')[0]!.trim()).find((pair) => cookieName === undefined || pair.startsWith(`${cookieName}=`));
    if (!cookie) return response;
    const data = (response.data ?? {}) as Row;
    const csrfKey = Object.keys(data).find((key) => /csrf/i.test(key));
    return { cookie, csrf: csrfKey ? String(data[csrfKey]) : undefined, roles: getRestrictedRoles(data.permissions) };
  }

  return {
    credentials,
    get roles() {
      return roles;
    },
    send,
    getHeaders: (keys) => getHeaders(keys),
    startAnother: start,
    async signIn() {
      const started = await start();
      if (!('cookie' in started)) {
        const reason = started.status === 200 ? `no ${cookieName ?? 'session'} cookie was set` : `${started.status} ${started.body.slice(0, 200)}`;
        throw new CheckUsageError(`sign-in as ${credentials.email} through ${login!.method} ${login!.path} failed: ${reason}`);
      }
      session = started;
      roles = started.roles;
    },
  };
}

/** The roles of a sign-in answer's `permissions` when they restrict the account (`restricted: true`), else undefined. */
function getRestrictedRoles(permissions: unknown): readonly string[] | undefined {
  if (typeof permissions !== 'object' || permissions === null) return undefined;
  const { restricted, roles } = permissions as { restricted?: unknown; roles?: unknown };
  return restricted === true && Array.isArray(roles) ? roles.map(String) : undefined;
}
