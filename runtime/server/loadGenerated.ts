import type { AppDefinition, EntityDefinition } from '../shared/index.js';

/** What the server needs from `admin-gen build`'s output. */
export interface GeneratedModule {
  readonly app: AppDefinition;
  readonly entities: readonly EntityDefinition[];
}

/** Imports generated/index.ts lazily, so createServer and the tests never depend on a build having run. */
export async function loadGenerated(): Promise<GeneratedModule> {
  const generated = await import('../../generated/index.js');
  return { app: generated.app, entities: generated.entities };
}
