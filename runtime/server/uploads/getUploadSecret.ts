import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs upload policies: `fromEnv` (the UPLOAD_SECRET setting), else a random one kept in `DATA_DIR/upload-secret`
 * (mode 0600), so signatures survive a restart and several processes on one data folder agree.
 */
export function getUploadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined && fromEnv.trim() !== '') return fromEnv.trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // As createDatabase makes it: beside PostgreSQL this may come first.
  const file = path.join(dataDir, 'upload-secret');
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600); // Also tightens a file someone created by hand.
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to have a new one made.`);
  return secret;
}
