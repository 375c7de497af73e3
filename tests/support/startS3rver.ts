// An S3-compatible bucket for tests: s3rver on a free loopback port in a temporary folder, with one bucket made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../runtime/server/settings/index.js';

export interface TestBucket {
  readonly settings: S3Settings;
  /** The same as S3_* variables, for a server process. */
  readonly env: Record<string, string>;
  readonly client: S3Client;
  close(): Promise<void>;
}

// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export async function startS3rver(bucket = 'admin-gen-uploads'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'admin-gen-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, region: 'us-east-1', endpoint, ...CREDENTIALS, forcePathStyle: true };
  const client = new S3Client({ region: settings.region, endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    env: { S3_BUCKET: bucket, S3_REGION: settings.region, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey },
    client,
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
