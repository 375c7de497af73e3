/** A stored file made readable on this machine: a local path, and how to let go of it once served. */
export interface OpenedUpload {
  readonly path: string;
  release(): Promise<void>;
}

/** A form the browser posts a file to directly (an S3 presigned POST): where, and the fields that go before the file. */
export interface PresignedPost {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Where uploaded files live, by folder and name: the local disk (`createDiskStore`, the default) or an S3-compatible
 * bucket (`createS3Store`, when the S3_* settings are set). The upload service checks every file the same way
 * whatever holds it.
 */
export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /** Keeps a received and checked file (a temporary local path, moved or copied away) as `folder/name`. */
  save(folder: string, name: string, filePath: string, contentType: string): Promise<void>;
  /** The stored file as a local path, or undefined when there is none. */
  open(folder: string, name: string): Promise<OpenedUpload | undefined>;
  remove(folder: string, name: string): Promise<void>;
  /** A presigned POST for `key` (folder/name) of `contentType` up to `maxBytes`; undefined when the store has none (disk). */
  presignPost?(key: string, contentType: string, maxBytes: number, expiresInSeconds: number): Promise<PresignedPost>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  /** Origin the browser posts to directly, for the Content-Security-Policy; undefined when it posts to this server. */
  readonly postOrigin?: string;
}
