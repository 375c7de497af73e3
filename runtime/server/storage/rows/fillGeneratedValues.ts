import type { Transaction } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import { generatedValueRegistry } from '../../model/index.js';
import { chunk } from '../common/chunk.js';
import type { StoreSchema } from '../Database.js';
import { fillSequenceValues } from './fillSequenceValues.js';

const IN_LIST_SIZE = 500;
// With 34^16 product keys a second round is already a curiosity; this many means the generator is broken.
const MAX_ROUNDS = 20;

/**
 * Fills every `generated` field the records leave empty (absent, null or '') with a value from its generator,
 * unique among the records. No store access: the records validate before the transaction starts.
 */
export function assignGeneratedValues(entity: EntityDefinition, records: readonly Record<string, unknown>[]): void {
  for (const [field, kind] of Object.entries(entity.generated)) {
    const taken = new Set(records.map((record) => record[field]).filter((value) => !isEmpty(value)).map(String));
    for (const record of records) {
      if (!isEmpty(record[field])) continue;
      record[field] = createFresh(() => generatedValueRegistry[kind](), taken, `${entity.entity}.${field}`);
    }
  }
}

/**
 * Makes the generated fields of records about to be inserted unique against the table too: fills the empty ones,
 * then replaces any value a stored row already holds, until none does (checked in the caller's transaction); numbers
 * their sequence fields (fillSequenceValues).
 */
export async function fillGeneratedValues(trx: Transaction<StoreSchema>, entity: EntityDefinition, records: readonly Record<string, unknown>[]): Promise<void> {
  assignGeneratedValues(entity, records);
  await fillSequenceValues(trx, entity, records);
  for (const [field, kind] of Object.entries(entity.generated)) {
    const taken = new Set(records.map((record) => String(record[field])));
    let pending = [...records];
    for (let round = 1; pending.length > 0; round++) {
      if (round > MAX_ROUNDS) throw new Error(`Could not generate unique values for ${entity.entity}.${field} after ${MAX_ROUNDS} rounds.`);
      const stored = await selectStored(trx, entity, field, pending.map((record) => String(record[field])));
      pending = pending.filter((record) => stored.has(String(record[field])));
      for (const record of pending) record[field] = createFresh(() => generatedValueRegistry[kind](), taken, `${entity.entity}.${field}`);
    }
  }
}

function createFresh(generate: () => string, taken: Set<string>, where: string): string {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const value = generate();
    if (taken.has(value)) continue;
    taken.add(value);
    return value;
  }
  throw new Error(`Could not generate a unique value for ${where} after ${MAX_ROUNDS} tries.`);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

async function selectStored(trx: Transaction<StoreSchema>, entity: EntityDefinition, field: string, values: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunk(values, IN_LIST_SIZE)) {
    const rows = await trx.selectFrom(entity.table).select(field).where(field, 'in', part).execute();
    for (const row of rows) found.add(String(row[field]));
  }
  return found;
}
