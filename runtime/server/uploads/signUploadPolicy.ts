import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload may be: a key under `keyPrefix`, of `contentType`, at most `maxBytes`, before `expiresAt`. */
export interface UploadPolicy {
  readonly keyPrefix: string;
  readonly contentType: string;
  readonly maxBytes: number;
  /** ISO 8601 instant. */
  readonly expiresAt: string;
}

/** The policy as sent (base64 of its JSON) and its HMAC-SHA256 signature (hex). */
export function signUploadPolicy(policy: UploadPolicy, secret: string): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return { policy: encoded, signature: createHmac('sha256', secret).update(encoded).digest('hex') };
}

/** The policy a request sent, when its signature is ours (compared in constant time); undefined otherwise. */
export function readSignedPolicy(encoded: string, signature: string, secret: string): UploadPolicy | undefined {
  const expected = createHmac('sha256', secret).update(encoded).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Partial<UploadPolicy>;
    const valid =
      typeof policy.keyPrefix === 'string' &&
      typeof policy.contentType === 'string' &&
      typeof policy.maxBytes === 'number' &&
      typeof policy.expiresAt === 'string' &&
      !Number.isNaN(Date.parse(policy.expiresAt));
    return valid ? (policy as UploadPolicy) : undefined;
  } catch {
    return undefined;
  }
}
