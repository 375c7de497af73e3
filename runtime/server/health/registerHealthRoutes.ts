import type { FastifyInstance } from 'fastify';
import type { HealthResponse, ReadinessResponse } from '../../shared/index.js';
import { getSystemMigrationNames, MIGRATION_TABLES, type Database } from '../storage/index.js';
import type { UploadStore } from '../uploads/index.js';

export interface HealthRoutesOptions {
  readonly database: Database;
  /** Checked by readiness when it is a bucket (the disk is this machine's). */
  readonly uploadStore?: UploadStore;
}

type Check = ReadinessResponse['checks'][string];

/**
 * `GET {apiBase}/healthz` (the process answers) and `GET {apiBase}/readyz` (the store answers, every system migration
 * this version knows has run, the bucket answers when there is one): 200 or 503, without a session, for a balancer.
 */
export function registerHealthRoutes(api: FastifyInstance, options: HealthRoutesOptions): void {
  const { database, uploadStore } = options;
  const known = getSystemMigrationNames(database);

  api.get('/healthz', { config: { public: true } }, async (): Promise<HealthResponse> => ({ status: 'ok' }));

  api.get('/readyz', { config: { public: true } }, async (_request, reply): Promise<ReadinessResponse> => {
    const checks: Record<string, Check> = {};
    try {
      const rows = await database.db.selectFrom(MIGRATION_TABLES.migrations).select('name').execute();
      checks.database = 'ok';
      const done = new Set(rows.map((row) => row.name));
      checks.migrations = known.every((name) => done.has(name)) ? 'ok' : 'pending';
    } catch {
      checks.database = 'unavailable';
      checks.migrations = 'unknown';
    }
    if (uploadStore?.kind === 's3') {
      checks.bucket = await uploadStore.check().then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      );
    }
    const ready = Object.values(checks).every((check) => check === 'ok');
    reply.status(ready ? 200 : 503);
    return { ready, checks };
  });
}
