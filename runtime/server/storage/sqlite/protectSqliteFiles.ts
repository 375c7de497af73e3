import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/**
 * Before SQLite opens `file` in `dataDir`: a DATA_DIR this call creates is 0700; the database file is created 0600
 * (SQLite gives its -wal and -shm the same mode), and an existing one and its -wal and -shm are tightened to 0600.
 * A DATA_DIR that already exists keeps its mode: the operator may have made it for a group or a volume; the files
 * in it, which hold password hashes, sessions and product keys, are what no other local user may read.
 */
export function protectSqliteFiles(dataDir: string, file: string): void {
  const created = mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The umask only takes bits away; this makes the folder exactly 0700 whatever it is.
  if (created !== undefined) chmodSync(dataDir, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
