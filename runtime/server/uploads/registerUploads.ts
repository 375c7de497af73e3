import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadsDefinition } from '../../shared/index.js';
import { HttpError } from '../http/HttpError.js';
import { registerMultipart } from '../plugins/registerExternalPlugins.js';
import { messages } from '../messages.js';
import { getExtension, sanitizeFileName, toSafeKeyName } from './sanitizeFileName.js';
import { readSignedPolicy, signUploadPolicy, type UploadPolicy } from './signUploadPolicy.js';
import { sniffUploadType, type UploadType } from './sniffUploadType.js';
import { createDiskStore } from './createDiskStore.js';
import type { UploadStore } from './UploadStore.js';

export interface UploadsOptions {
  /** `app.apiBase` without its trailing slash: the URLs it answers start with it (its routes are on the API plugin's scope). */
  readonly apiBase: string;
  readonly uploads: UploadsDefinition;
  /** Files in transit live under `dataDir/uploads/.tmp/`; stored ones there too unless `store` says otherwise. */
  readonly dataDir: string;
  /** Where stored files live; default the disk under `dataDir/uploads/<folder>/`. */
  readonly store?: UploadStore;
  /** Key of the signed uploads (see getUploadSecret). */
  readonly secret: string;
  /** How long a signature from get_signature_s3 stays valid; default 15 minutes. */
  readonly signatureTtlMs?: number;
  /** Clock for expiry checks (tests); default Date.now. */
  readonly now?: () => number;
  /** Refuses (403) a user who may not send files to the folder (the roles' upload guard); default: anyone signed in may. */
  readonly assertMayUpload?: (request: FastifyRequest, folder: string) => Promise<void>;
}

/** Body of a successful upload. */
export interface UploadResult {
  readonly uploadURL: string;
  readonly name: string;
}

/** Body of get_signature_s3: where to post, the fields to post before the file, and the limits they sign. */
export interface UploadSignature {
  readonly url: string;
  /** `key`, `policy` and `signature` for this server's upload service; a bucket's presigned POST fields (`Policy`, `X-Amz-…`) for S3. */
  readonly fields: Readonly<Record<string, string>> & { readonly key: string };
  readonly maxBytes: number;
  readonly expiresAt: string;
  /** Where the file is read back through this server once a bucket took it (S3 only: the bucket answers no body). */
  readonly uploadURL?: string;
}

/** Where one upload goes and what it may be. */
interface UploadTarget {
  readonly folder: string;
  readonly maxBytes: number;
  /** Signed uploads: the content type the policy allows, and the key whose name the extension must match. */
  readonly contentType: string | null;
  readonly keyName: string | null;
}

const FOLDER_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const STORED_NAME = /^[0-9a-f]{16}\.[a-z0-9]{1,8}$/;
// `<uuid>-<safe name>` as get_signature_s3 makes it.
const KEY_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const DEFAULT_TTL_MS = 15 * 60_000;
// Room for `name`, `key`, `policy`, `signature` and a few more, none of them large.
const FIELD_LIMITS = { fields: 10, fieldSize: 16 * 1024, parts: 12, headerPairs: 100 };

/**
 * The upload service: `POST {apiBase}/upload` (multipart, one file, header `folder`, or a signed policy),
 * `GET {apiBase}/uploads/:folder/:name` (the stored files, typed by their content) and
 * `GET {apiBase}/get_signature_s3` (signed image uploads for the rich-text editor).
 */
export async function registerUploads(fastify: FastifyInstance, options: UploadsOptions): Promise<void> {
  const { apiBase, uploads } = options;
  for (const folder of [...uploads.folders, uploads.defaultFolder]) {
    if (!FOLDER_NAME.test(folder)) throw new Error(`Upload folder "${folder}" must be letters, digits, '-' and '_' (it becomes a directory name).`);
  }
  if (!uploads.folders.includes(uploads.defaultFolder)) throw new Error(`The default upload folder "${uploads.defaultFolder}" is not among the folders.`);
  const root = path.resolve(options.dataDir, 'uploads');
  const tmpDir = path.join(root, '.tmp');
  await mkdir(tmpDir, { recursive: true });
  const store = options.store ?? createDiskStore(root);
  const now = options.now ?? (() => Date.now());
  const ttl = options.signatureTtlMs ?? DEFAULT_TTL_MS;

  const receive = async (part: MultipartFile, target: UploadTarget): Promise<{ folder: string; stored: string; type: UploadType }> => {
    const tmpPath = path.join(tmpDir, `${randomBytes(16).toString('hex')}.part`);
    let size = 0;
    let tooBig = false;
    // Counts against the target's limit (a policy may allow less than the service); the rest is read and dropped.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > target.maxBytes) tooBig = true;
        callback(null, tooBig ? undefined : chunk);
      },
    });
    try {
      await pipeline(part.file, counter, createWriteStream(tmpPath, { flags: 'wx', mode: 0o640 }));
      if (tooBig || part.file.truncated) throw new HttpError(413, messages.uploadTooLarge(target.maxBytes), 'file');
      if (size === 0) throw new HttpError(400, messages.uploadEmpty(), 'file');
      const sniffed = await sniffUploadType(tmpPath);
      if ('refused' in sniffed) {
        if (sniffed.refused === 'empty') throw new HttpError(400, messages.uploadEmpty(), 'file');
        throw new HttpError(415, sniffed.refused === 'svg' ? messages.uploadSvgRefused() : messages.uploadTypeNotAllowed(), 'file');
      }
      const { type } = sniffed;
      const extension = getExtension(target.keyName ?? part.filename ?? '');
      if (!type.extensions.includes(extension)) throw new HttpError(415, messages.uploadExtensionMismatch(extension, type.mime.split(';')[0]!), 'file');
      if (target.contentType !== null && type.mime !== target.contentType) throw new HttpError(415, messages.uploadWrongType(target.contentType, type.mime), 'file');
      const stored = `${randomBytes(8).toString('hex')}.${type.ext}`;
      await store.save(target.folder, stored, tmpPath, type.mime);
      return { folder: target.folder, stored, type };
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw toUploadError(error, target.maxBytes);
    }
  };

  const assertMayUpload = options.assertMayUpload ?? (async () => undefined);
  const readTarget = async (request: FastifyRequest, fields: Readonly<Record<string, string>>): Promise<UploadTarget> => {
    if (fields.policy === undefined && fields.signature === undefined) {
      const folder = readFolderHeader(request, uploads);
      await assertMayUpload(request, folder);
      return { folder, maxBytes: uploads.maxBytes, contentType: null, keyName: null };
    }
    // A signed upload was judged when its signature was asked for.
    const policy = readSignedPolicy(fields.policy ?? '', fields.signature ?? '', options.secret);
    if (!policy) throw new HttpError(403, messages.uploadBadSignature(), 'signature');
    if (Date.parse(policy.expiresAt) <= now()) throw new HttpError(403, messages.uploadExpired(), 'policy');
    const key = fields.key ?? '';
    const [folder, name, ...rest] = key.split('/');
    const validKey =
      key.startsWith(policy.keyPrefix) && rest.length === 0 && folder !== undefined && uploads.folders.includes(folder) && name !== undefined && KEY_NAME.test(name) && !name.includes('..');
    if (!validKey) throw new HttpError(403, messages.uploadBadKey(), 'key');
    return { folder, maxBytes: Math.min(policy.maxBytes, uploads.maxBytes), contentType: policy.contentType, keyName: name };
  };

  await fastify.register(async (scope) => {
    await registerMultipart(scope, { ...FIELD_LIMITS, fileSize: uploads.maxBytes, files: 1 });

    scope.post('/upload', async (request): Promise<UploadResult> => {
      if (!request.isMultipart()) throw new HttpError(400, messages.uploadFileMissing(), 'file');
      // An explicit folder is judged before any byte of the file is read.
      if (request.headers.folder !== undefined) await assertMayUpload(request, readFolderHeader(request, uploads));
      const fields: Record<string, string> = {};
      let result: { folder: string; stored: string; type: UploadType } | undefined;
      let filename = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          if (result) throw new HttpError(400, messages.uploadOneFile(), 'file');
          filename = part.filename ?? '';
          result = await receive(part, await readTarget(request, fields));
        }
      } catch (error) {
        // A later part failed (a second file, too many fields): the stored file goes too.
        if (result) await store.remove(result.folder, result.stored);
        throw toUploadError(error, uploads.maxBytes);
      }
      if (!result) throw new HttpError(400, messages.uploadFileMissing(), 'file');
      return { uploadURL: `${apiBase}/uploads/${result.folder}/${result.stored}`, name: getDisplayName(fields.name, filename) };
    });
  });

  fastify.get('/uploads/:folder/:name', async (request, reply) => {
    const { folder, name } = request.params as { folder: string; name: string };
    const notFound = () => new HttpError(404, messages.routeNotFound(request.method, request.url.split('?')[0] ?? ''));
    // Names this service chose, or keys a presigned POST put straight into the bucket.
    const validName = STORED_NAME.test(name) || (store.presignPost !== undefined && KEY_NAME.test(name) && !name.includes('..'));
    if (!uploads.folders.includes(folder) || !validName) throw notFound();
    const opened = await store.open(folder, name);
    if (!opened) throw notFound();
    let stream;
    try {
      const info = await stat(opened.path);
      const sniffed = await sniffUploadType(opened.path);
      if ('refused' in sniffed) throw notFound(); // Not something this service would have stored.
      const { type } = sniffed;
      stream = createReadStream(opened.path);
      await once(stream, 'open');
      reply
        .header('Content-Type', type.mime)
        .header('Content-Length', info.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `${type.inline ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('Cache-Control', 'private, max-age=31536000, immutable'); // Stored names are never reused.
    } finally {
      // A fetched copy goes now: the open stream still reads it (POSIX keeps an unlinked file while it is open).
      await opened.release();
    }
    return reply.send(stream);
  });

  fastify.get('/get_signature_s3', async (request): Promise<UploadSignature> => {
    const query = request.query as Record<string, unknown>;
    const text = (name: string): string | undefined => (typeof query[name] === 'string' && query[name] !== '' ? (query[name] as string) : undefined);
    const fileName = text('fileName');
    if (!fileName) throw new HttpError(400, messages.invalidSignatureRequest('fileName'), 'fileName');
    const contentType = normalizeImageType(text('contentType') ?? '');
    if (!contentType) throw new HttpError(400, messages.signatureImagesOnly(), 'contentType');
    const folder = text('folder') ?? uploads.defaultFolder;
    if (!uploads.folders.includes(folder)) throw new HttpError(400, messages.invalidFolder(folder, uploads.folders), 'folder');
    await assertMayUpload(request, folder);
    const keyPrefix = `${folder}/${randomUUID()}-`;
    const key = `${keyPrefix}${toSafeKeyName(fileName, 'imagen')}`;
    if (store.presignPost) {
      // The browser posts straight to the bucket; the image is then read back through this server, checked as any file.
      const expiresAt = new Date(now() + ttl).toISOString();
      const post = await store.presignPost(key, contentType, uploads.maxBytes, Math.round(ttl / 1000));
      return { url: post.url, fields: { ...post.fields, key }, maxBytes: uploads.maxBytes, expiresAt, uploadURL: `${apiBase}/uploads/${key}` };
    }
    const policy: UploadPolicy = { keyPrefix, contentType, maxBytes: uploads.maxBytes, expiresAt: new Date(now() + ttl).toISOString() };
    const signed = signUploadPolicy(policy, options.secret);
    return { url: `${apiBase}/upload`, fields: { key, ...signed }, maxBytes: policy.maxBytes, expiresAt: policy.expiresAt };
  });
}

/** The `folder` header, or the default folder when there is none; 400 for anything not in the list (`../x`, `/etc`, `%2e%2e`). */
function readFolderHeader(request: FastifyRequest, uploads: UploadsDefinition): string {
  const header = request.headers.folder;
  if (header === undefined) return uploads.defaultFolder;
  const folder = Array.isArray(header) ? header.join(',') : header;
  if (!uploads.folders.includes(folder)) throw new HttpError(400, messages.invalidFolder(folder, uploads.folders), 'folder');
  return folder;
}

/** The `name` metadata (a label: its slashes are kept as spaces), else the file's own name, sanitized. */
function getDisplayName(metadata: string | undefined, filename: string): string {
  const fromFile = sanitizeFileName(filename);
  return metadata === undefined ? fromFile : sanitizeFileName(metadata.replace(/[/\\]/g, ' '), fromFile);
}

/** An image MIME type the editor may sign for (never SVG), normalized; undefined for anything else. */
function normalizeImageType(value: string): string | undefined {
  const type = value.trim().toLowerCase();
  if (!/^image\/[a-z0-9.+-]+$/.test(type) || type.includes('svg')) return undefined;
  return type === 'image/jpg' ? 'image/jpeg' : type;
}

/** The multipart plugin's limit errors in Spanish, with the field at fault; ours pass through. */
function toUploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, messages.uploadTooLarge(maxBytes), 'file');
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, messages.uploadOneFile(), 'file');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(400, messages.uploadFileMissing(), 'file');
  }
  return error;
}
