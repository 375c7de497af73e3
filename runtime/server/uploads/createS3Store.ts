import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Settings } from '../settings/index.js';
import type { UploadStore } from './UploadStore.js';

/**
 * Uploads in an S3-compatible bucket (AWS SDK v3), keyed `<folder>/<name>`, so every server behind a balancer sees
 * the same files. Reads come through the server: an object is copied to `tmpDir` and checked there like a local file.
 */
export function createS3Store(settings: S3Settings, tmpDir: string): UploadStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's own chain applies (AWS_* variables, an instance or task role).
    ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
  });
  const Bucket = settings.bucket;
  const isMissing = (error: unknown): boolean => {
    const name = (error as { name?: unknown }).name;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
  };
  return {
    kind: 's3',
    postOrigin: settings.endpoint ? new URL(settings.endpoint).origin : `https://${Bucket}.s3.${settings.region}.amazonaws.com`,
    save: async (folder, name, filePath, contentType) => {
      try {
        // At most the upload limit (a few MB): one PUT with the whole body and its length.
        await client.send(new PutObjectCommand({ Bucket, Key: `${folder}/${name}`, Body: await readFile(filePath), ContentType: contentType }));
      } finally {
        await rm(filePath, { force: true });
      }
    },
    open: async (folder, name) => {
      let body: Readable;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: `${folder}/${name}` }));
        body = object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const local = path.join(tmpDir, `${randomBytes(16).toString('hex')}.get`);
      try {
        await pipeline(body, createWriteStream(local, { flags: 'wx', mode: 0o640 }));
      } catch (error) {
        await rm(local, { force: true });
        throw error;
      }
      return { path: local, release: () => rm(local, { force: true }) };
    },
    remove: async (folder, name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${folder}/${name}` }));
    },
    presignPost: async (key, contentType, maxBytes, expiresInSeconds) => {
      const folder = key.slice(0, key.indexOf('/') + 1);
      const post = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType], ['starts-with', '$key', folder]],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSeconds,
      });
      return { url: post.url, fields: post.fields };
    },
    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
