import type { MigrationFile } from './DataModel.js';
import { toCanonicalJson } from '../toCanonicalJson.js';

/**
 * What a migration does, as a short text that two different migrations never share: its steps without their decisions
 * (a decision a later build adds changes no stored row a store that ran it holds). FNV-1a over the canonical JSON:
 * the same in Node and the browser, no crypto needed for a fingerprint.
 */
export function getMigrationFingerprint(migration: MigrationFile): string {
  const text = toCanonicalJson(migration.steps.map(({ ...step }) => (delete (step as { decision?: unknown }).decision, step)));
  let hash = 0xcbf29ce484222325n;
  for (const unit of new TextEncoder().encode(text)) {
    hash ^= BigInt(unit);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
