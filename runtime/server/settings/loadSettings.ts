import envSchema from 'env-schema';
import type { ErrorObject } from 'ajv';
import { parsePort } from './parsePort.js';
import { parseTrustProxy, type TrustProxy } from './parseTrustProxy.js';

/** An S3-compatible bucket for uploads (all of S3_BUCKET and S3_REGION set). */
export interface S3Settings {
  readonly bucket: string;
  readonly region: string;
  /** e.g. http://minio:9000; undefined: AWS's own endpoint for the region. */
  readonly endpoint: string | undefined;
  /** Both or neither; neither: the AWS SDK's credential chain (AWS_* variables, an instance or task role). */
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`; default on with S3_ENDPOINT (MinIO and the like). */
  readonly forcePathStyle: boolean;
}

/** Everything the server and the CLI read from the environment, checked once. */
export interface Settings {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** A `postgres://` URL selects PostgreSQL; undefined keeps SQLite in dataDir. */
  readonly databaseUrl: string | undefined;
  readonly trustProxy: TrustProxy;
  /** Key of signed uploads; undefined keeps one in `dataDir/upload-secret`. */
  readonly uploadSecret: string | undefined;
  readonly sessionIdleMinutes: number;
  readonly sessionMaxHours: number;
  /** The first administrator's credentials on an empty store. */
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** A request's headers must arrive within this, the whole request (body included) within requestTimeoutMs: else 408 and the connection closes. */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /** One database query may run this long (waiting for a SQLite read worker included); then it is cancelled and the API answers 503. */
  readonly queryTimeoutMs: number;
  /** SQLite worker threads running reads off the event loop (0: reads on the main thread). */
  readonly readWorkers: number;
  /** Fill a store whose entity tables are all empty with demo data on start (`serve --demo` says the same). */
  readonly demo: boolean;
  /** Uploads go to this bucket; undefined keeps them under `dataDir/uploads`. */
  readonly s3: S3Settings | undefined;
}

/** The variables, their types, bounds and defaults; `description` is what a bad value's error says is expected. */
const SETTINGS_SCHEMA = {
  type: 'object',
  properties: {
    PORT: { type: 'string' },
    HOST: { type: 'string', default: '127.0.0.1' },
    DATA_DIR: { type: 'string', default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^[Pp][Oo][Ss][Tt][Gg][Rr][Ee][Ss]([Qq][Ll])?://', description: 'a postgres:// URL' },
    TRUST_PROXY: { type: 'string' },
    UPLOAD_SECRET: { type: 'string', minLength: 32, description: 'at least 32 characters' },
    SESSION_IDLE_MINUTES: { type: 'number', exclusiveMinimum: 0, default: 120, description: 'a positive number of minutes' },
    SESSION_MAX_HOURS: { type: 'number', exclusiveMinimum: 0, default: 12, description: 'a positive number of hours' },
    ADMIN_EMAIL: { type: 'string' },
    ADMIN_PASSWORD: { type: 'string' },
    HEADERS_TIMEOUT_MS: { type: 'integer', minimum: 1000, maximum: 30_000, default: 10_000, description: 'an integer number of milliseconds from 1000 to 30000' },
    REQUEST_TIMEOUT_MS: { type: 'integer', minimum: 1000, maximum: 30_000, default: 20_000, description: 'an integer number of milliseconds from 1000 to 30000' },
    QUERY_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 30_000, default: 10_000, description: 'an integer number of milliseconds from 100 to 30000' },
    READ_WORKERS: { type: 'integer', minimum: 0, maximum: 16, default: 2, description: 'an integer from 0 to 16' },
    DEMO: { type: 'boolean', default: false, description: 'true or false' },
    S3_BUCKET: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$', description: 'a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)' },
    S3_REGION: { type: 'string' },
    S3_ENDPOINT: { type: 'string', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://', description: 'an http:// or https:// URL' },
    S3_ACCESS_KEY_ID: { type: 'string' },
    S3_SECRET_ACCESS_KEY: { type: 'string' },
    S3_FORCE_PATH_STYLE: { type: 'boolean', description: 'true or false' },
  },
} as const;

// Their values are never printed: a start-up error ends up in logs and CI output.
const SECRET_SETTINGS: ReadonlySet<string> = new Set(['UPLOAD_SECRET', 'ADMIN_PASSWORD', 'S3_SECRET_ACCESS_KEY']);

interface RawSettings {
  PORT?: string;
  HOST: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  TRUST_PROXY?: string;
  UPLOAD_SECRET?: string;
  SESSION_IDLE_MINUTES: number;
  SESSION_MAX_HOURS: number;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  HEADERS_TIMEOUT_MS: number;
  REQUEST_TIMEOUT_MS: number;
  QUERY_TIMEOUT_MS: number;
  READ_WORKERS: number;
  DEMO: boolean;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
}

/**
 * The settings from `env` (default process.env; the only place that reads it), validated by env-schema; an empty
 * variable counts as unset. Throws one error naming each bad variable, what it should be and its value (not a secret's).
 */
export function loadSettings(env: Readonly<Record<string, string | undefined>> = process.env): Settings {
  const known = Object.keys(SETTINGS_SCHEMA.properties);
  // Values are trimmed, but a password is taken as typed.
  const data = Object.fromEntries(
    known.map((name) => [name, name === 'ADMIN_PASSWORD' ? env[name] : env[name]?.trim()]).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  let raw: RawSettings;
  try {
    raw = envSchema<RawSettings>({ schema: structuredClone(SETTINGS_SCHEMA) as never, data, env: false });
  } catch (error) {
    throw new Error(describeErrors((error as { errors?: ErrorObject[] }).errors ?? [], data, error as Error));
  }
  if (raw.HEADERS_TIMEOUT_MS > raw.REQUEST_TIMEOUT_MS) {
    throw new Error(`HEADERS_TIMEOUT_MS (${raw.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${raw.REQUEST_TIMEOUT_MS}).`);
  }
  return {
    s3: readS3Settings(raw),
    port: raw.PORT === undefined ? 3000 : parsePort(raw.PORT),
    host: raw.HOST,
    dataDir: raw.DATA_DIR,
    databaseUrl: raw.DATABASE_URL,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    uploadSecret: raw.UPLOAD_SECRET,
    sessionIdleMinutes: raw.SESSION_IDLE_MINUTES,
    sessionMaxHours: raw.SESSION_MAX_HOURS,
    adminEmail: raw.ADMIN_EMAIL,
    adminPassword: raw.ADMIN_PASSWORD,
    headersTimeoutMs: raw.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: raw.REQUEST_TIMEOUT_MS,
    queryTimeoutMs: raw.QUERY_TIMEOUT_MS,
    readWorkers: raw.READ_WORKERS,
    demo: raw.DEMO,
  };
}

/** The bucket settings when S3_BUCKET is set; throws when a companion setting is missing or set alone. */
function readS3Settings(raw: RawSettings): S3Settings | undefined {
  const others = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => raw[name] !== undefined);
  if (raw.S3_BUCKET === undefined) {
    if (others.length > 0) throw new Error(`${others.join(', ')} set without S3_BUCKET: set S3_BUCKET too, or unset them to keep uploads on disk.`);
    return undefined;
  }
  if (raw.S3_REGION === undefined) throw new Error('S3_BUCKET needs S3_REGION (e.g. us-east-1).');
  if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS credential chain.');
  }
  return {
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION,
    endpoint: raw.S3_ENDPOINT,
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? raw.S3_ENDPOINT !== undefined,
  };
}

function describeErrors(errors: readonly ErrorObject[], data: Readonly<Record<string, unknown>>, fallback: Error): string {
  const lines = errors.map((error) => {
    const name = error.instancePath.replace(/^\//, '');
    const property = (SETTINGS_SCHEMA.properties as Record<string, { description?: string; type: string }>)[name];
    const expected = property?.description ?? `a ${property?.type ?? 'value'}`;
    return `${name} must be ${expected}${describeValue(name, String(data[name]))}.`;
  });
  return lines.length > 0 ? `Invalid settings: ${lines.join(' ')}` : fallback.message;
}

/** `, got "…"` for a refused value, except a secret's; of DATABASE_URL only the scheme (the rest may hold a password). */
function describeValue(name: string, value: string): string {
  if (SECRET_SETTINGS.has(name)) return ' (its value is not shown: it is a secret)';
  if (name !== 'DATABASE_URL') return `, got "${value}"`;
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]{0,19}:/.exec(value)?.[0];
  return scheme === undefined ? ' (its value is not shown: it may hold a password)' : `, got one starting "${scheme}" (the rest is not shown: it may hold a password)`;
}
