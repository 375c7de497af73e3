// Uploads in an S3-compatible bucket (s3rver on a free port): the uploader's files and the editor's presigned POSTs
// land in the bucket, nothing on disk, and every file is read back through the server with the usual checks.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { createServer, migrate } from '../../../runtime/server/index.js';
import { loadSettings } from '../../../runtime/server/settings/index.js';
import { startS3rver, type TestBucket } from '../../support/startS3rver.js';
import { deliveryApp, deliveryEntities } from '../fixtures/deliveryEntities.js';
import { multipart, plainText, png } from '../fixtures/sampleFiles.js';
import { createTestDatabase, signInServer, type TestDatabase, type TestRequestOptions, type TestResponse } from '../testStores.js';

describe('uploads in an S3 bucket', () => {
  let bucket: TestBucket;
  let testDatabase: TestDatabase;
  let server: FastifyInstance;
  let request: (options: TestRequestOptions) => Promise<TestResponse>;

  beforeAll(async () => {
    bucket = await startS3rver();
    testDatabase = await createTestDatabase('sqlite');
    await migrate(testDatabase.database, deliveryEntities);
    const settings = loadSettings(bucket.env);
    server = await createServer({ entities: deliveryEntities, app: deliveryApp, database: testDatabase.database, dataDir: testDatabase.dataDir, settings, webRoot: '/nonexistent' });
    request = await signInServer(server, testDatabase.database);
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
    await bucket?.close();
  });

  const readObject = async (key: string): Promise<Buffer> => {
    const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.settings.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  /** Files kept under DATA_DIR/uploads other than the transit folder. */
  const filesOnDisk = (): string[] => {
    const root = path.join(testDatabase.dataDir, 'uploads');
    return existsSync(root) ? readdirSync(root).filter((name) => name !== '.tmp') : [];
  };

  it('the uploader stores the file in the bucket under folder/name and the server serves it back with its checks and headers', async () => {
    const body = multipart([{ name: 'file', filename: 'nota.txt', data: plainText() }]);
    const response = await request({ method: 'POST', url: '/api/upload', payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(200);
    expect(response.data.uploadURL).toMatch(/^\/api\/uploads\/deliveries\/[0-9a-f]{16}\.txt$/);
    expect(await readObject(response.data.uploadURL.replace('/api/uploads/', ''))).toEqual(plainText());
    expect(filesOnDisk()).toEqual([]);
    expect(readdirSync(path.join(testDatabase.dataDir, 'uploads', '.tmp'))).toEqual([]);

    const read = await request({ method: 'GET', url: response.data.uploadURL });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload).toEqual(plainText());
    expect(read.headers).toMatchObject({ 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'content-disposition': expect.stringMatching(/^attachment; filename="[0-9a-f]{16}\.txt"$/) });
    expect(readdirSync(path.join(testDatabase.dataDir, 'uploads', '.tmp'))).toEqual([]); // The copy read back is gone.
  });

  it('get_signature_s3 answers a presigned POST (limit, type and folder prefix in its policy) that the bucket takes', async () => {
    const response = await request({ method: 'GET', url: '/api/get_signature_s3?fileName=Foto%20de%20portada.png&contentType=image/png&folder=contents' });
    expect(response.statusCode).toBe(200);
    const { url, fields, uploadURL, maxBytes } = response.data as { url: string; fields: Record<string, string>; uploadURL: string; maxBytes: number };
    expect(url).toBe(`${bucket.settings.endpoint}/${bucket.settings.bucket}`);
    expect(maxBytes).toBe(4_000_000);
    expect(fields.key).toMatch(/^contents\/[0-9a-f-]{36}-Foto-de-portada\.png$/);
    expect(fields).toMatchObject({ 'Content-Type': 'image/png', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256', 'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/) });
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, 4_000_000], ['eq', '$Content-Type', 'image/png'], ['starts-with', '$key', 'contents/'], { key: fields.key }]),
    );
    expect(uploadURL).toBe(`/api/uploads/${fields.key}`);

    // What the editor does: the fields, then the file, straight to the bucket (no session headers go there).
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png(300))], { type: 'image/png' }), 'Foto de portada.png');
    const posted = await fetch(url, { method: 'POST', body: form });
    expect(posted.status).toBe(204);

    const read = await request({ method: 'GET', url: uploadURL });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toMatch(/^inline; /);
    expect(read.rawPayload).toEqual(png(300));
  });

  it('an object that is not an allowed type is not served, and a missing one is 404', async () => {
    const key = 'contents/00000000-0000-0000-0000-000000000000-trampa.png';
    await bucket.client.send(new PutObjectCommand({ Bucket: bucket.settings.bucket, Key: key, Body: '<svg onload="alert(1)"></svg>', ContentType: 'image/png' }));
    expect((await request({ method: 'GET', url: `/api/uploads/${key}` })).statusCode).toBe(404);
    expect((await request({ method: 'GET', url: '/api/uploads/deliveries/0123456789abcdef.pdf' })).statusCode).toBe(404);
  });

  it("lets the page post to the bucket's origin (Content-Security-Policy connect-src)", async () => {
    const response = await request({ method: 'GET', url: '/api/session' });
    expect(response.headers['content-security-policy']).toContain(`connect-src 'self' ${bucket.settings.endpoint}`);
  });
});
