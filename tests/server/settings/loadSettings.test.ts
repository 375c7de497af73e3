import { loadSettings, parsePort, parseTrustProxy, toFastifyTrustProxy } from '../../../runtime/server/settings/index.js';

describe('loadSettings', () => {
  it('has a default for every setting that needs one', () => {
    expect(loadSettings({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      trustProxy: false,
      uploadSecret: undefined,
      sessionIdleMinutes: 120,
      sessionMaxHours: 12,
      adminEmail: undefined,
      adminPassword: undefined,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      queryTimeoutMs: 10_000,
      readWorkers: 2,
      demo: false,
      s3: undefined,
    });
  });

  it.each([
    ['QUERY_TIMEOUT_MS', '50', /QUERY_TIMEOUT_MS must be .*from 100 to 30000, got "50"/],
    ['QUERY_TIMEOUT_MS', 'soon', /QUERY_TIMEOUT_MS.*soon/],
    ['READ_WORKERS', '17', /READ_WORKERS must be an integer from 0 to 16, got "17"/],
    ['READ_WORKERS', '-1', /READ_WORKERS.*-1/],
  ])('refuses %s=%s naming it and what it should be', (name, value, message) => {
    expect(() => loadSettings({ [name]: value })).toThrow(message);
  });

  it('reads QUERY_TIMEOUT_MS and READ_WORKERS', () => {
    expect(loadSettings({ QUERY_TIMEOUT_MS: '2500', READ_WORKERS: '0' })).toMatchObject({ queryTimeoutMs: 2500, readWorkers: 0 });
  });

  it('reads and types every variable; an empty one counts as unset', () => {
    const settings = loadSettings({
      PORT: ' 8080 ',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/admin',
      DATABASE_URL: 'postgres://u:p@db/admin',
      TRUST_PROXY: '2',
      UPLOAD_SECRET: 'x'.repeat(32),
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_HOURS: '1.5',
      ADMIN_EMAIL: 'a@example.com',
      ADMIN_PASSWORD: '',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '15000',
      DEMO: 'true',
      UNRELATED: 'ignored',
    });
    expect(settings).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '/var/lib/admin', databaseUrl: 'postgres://u:p@db/admin', trustProxy: { hops: 2 } });
    expect(settings).toMatchObject({ sessionIdleMinutes: 30, sessionMaxHours: 1.5, adminEmail: 'a@example.com', adminPassword: undefined, headersTimeoutMs: 5000, requestTimeoutMs: 15_000, demo: true });
    expect(Object.keys(settings)).not.toContain('UNRELATED');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be an integer from 0 to 65535, got "abc"\.$/],
    [{ PORT: '65536' }, /PORT must be an integer from 0 to 65535, got "65536"/],
    [{ SESSION_IDLE_MINUTES: '-5' }, /SESSION_IDLE_MINUTES must be a positive number of minutes, got "-5"/],
    [{ SESSION_MAX_HOURS: 'doce' }, /SESSION_MAX_HOURS must be a positive number of hours, got "doce"/],
    [{ DATABASE_URL: 'mysql://db/admin' }, /DATABASE_URL must be a postgres:\/\/ URL, got one starting "mysql:"/],
    [{ UPLOAD_SECRET: 'short' }, /UPLOAD_SECRET must be at least 32 characters/],
    [{ REQUEST_TIMEOUT_MS: '600000' }, /REQUEST_TIMEOUT_MS must be an integer number of milliseconds from 1000 to 30000, got "600000"/],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, /HEADERS_TIMEOUT_MS \(20000\) must not exceed REQUEST_TIMEOUT_MS \(10000\)/],
    [{ DEMO: 'sí' }, /DEMO must be true or false, got "sí"/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY=true is refused: it trusts every X-Forwarded-For header, which any client can forge/],
    [{ TRUST_PROXY: 'proxy.local' }, /TRUST_PROXY must be false, a hop count or comma-separated proxy addresses, got "proxy.local"/],
  ])('refuses %j, naming the variable and its value', (env, error) => {
    expect(() => loadSettings(env)).toThrow(error);
  });

  it('reads the bucket settings: path-style by default with an endpoint, keys both or neither', () => {
    expect(loadSettings({ S3_BUCKET: 'admin-uploads', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3).toEqual({
      bucket: 'admin-uploads',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
    expect(loadSettings({ S3_BUCKET: 'admin-uploads', S3_REGION: 'eu-west-1' }).s3).toMatchObject({ endpoint: undefined, accessKeyId: undefined, forcePathStyle: false });
  });

  it.each([
    [{ S3_REGION: 'eu-west-1' }, /S3_REGION set without S3_BUCKET/],
    [{ S3_BUCKET: 'admin-uploads' }, /S3_BUCKET needs S3_REGION/],
    [{ S3_BUCKET: 'admin-uploads', S3_REGION: 'x', S3_ACCESS_KEY_ID: 'k' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ S3_BUCKET: 'Uploads_1', S3_REGION: 'x' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'admin-uploads', S3_REGION: 'x', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL, got "minio:9000"/],
  ])('refuses the bucket settings %j', (env, error) => {
    expect(() => loadSettings(env)).toThrow(error);
  });

  // A start-up error ends up in logs and CI output: it names the variable and what it should be, never a secret's value.
  it.each([
    ['UPLOAD_SECRET', { UPLOAD_SECRET: 'corto-pero-secreto' }, 'corto-pero-secreto', /^Invalid settings: UPLOAD_SECRET must be at least 32 characters \(its value is not shown: it is a secret\)\.$/],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://admin:clave-secreta@db/admin' }, 'clave-secreta', /^Invalid settings: DATABASE_URL must be a postgres:\/\/ URL, got one starting "mysql:" \(the rest is not shown: it may hold a password\)\.$/],
    ['DATABASE_URL without a scheme', { DATABASE_URL: 'clave-secreta-pegada' }, 'clave-secreta', /^Invalid settings: DATABASE_URL must be a postgres:\/\/ URL \(its value is not shown: it may hold a password\)\.$/],
    ['DATABASE_URL with a password and a bad timeout', { DATABASE_URL: 'pg://u:clave-secreta@db', QUERY_TIMEOUT_MS: '5' }, 'clave-secreta', /DATABASE_URL.*QUERY_TIMEOUT_MS must be .*got "5"/],
  ])('a refused %s is never echoed', (_name, env, secret, message) => {
    const error = (() => {
      try {
        loadSettings(env);
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('accepted');
    })();
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(secret);
  });

  it('no secret setting can reach an error with its value: each is unvalidated or masked', () => {
    for (const [name, value] of [['ADMIN_PASSWORD', 'x'], ['S3_SECRET_ACCESS_KEY', 'y'], ['S3_ACCESS_KEY_ID', 'z']] as const) {
      expect(() => loadSettings({ [name]: value })).not.toThrow(new RegExp(`"${value}"`));
    }
  });

  it('names every bad variable at once', () => {
    expect(() => loadSettings({ SESSION_IDLE_MINUTES: '0', SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_IDLE_MINUTES.*SESSION_MAX_HOURS/);
  });
});

describe('parsePort', () => {
  it.each([['0', 0], ['3000', 3000], [' 65535 ', 65535]])('%j → %d', (given, want) => expect(parsePort(given)).toBe(want));
  it.each(['', '-1', '1.5', '1e3', '0x10', '70000'])('refuses %j', (given) => expect(() => parsePort(given, '--port')).toThrow(/^--port must be an integer/));
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', { hops: 1 }],
    ['10.0.0.1, 10.0.0.2', { addresses: ['10.0.0.1', '10.0.0.2'] }],
    ['10.0.0.0/8,::1', { addresses: ['10.0.0.0/8', '::1'] }],
  ])('TRUST_PROXY=%s → %j', (given, want) => {
    expect(parseTrustProxy(given)).toEqual(want);
  });

  it('gives Fastify a hop count as "trust that many proxies"', () => {
    const trust = toFastifyTrustProxy({ hops: 1 }) as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
    expect(toFastifyTrustProxy({ addresses: ['10.0.0.1'] })).toEqual(['10.0.0.1']);
    expect(toFastifyTrustProxy(false)).toBe(false);
  });
});
