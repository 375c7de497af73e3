import { getRuleFields, getRuleProblems, type EndpointDefinition, type EntityDefinition } from '../../shared/index.js';
import { isSameValue } from '../audit/index.js';
import type { EntityValidator } from '../http/createEntityValidator.js';
import { describeRuleProblems } from '../http/createEntityValidator.js';
import { messages } from '../messages.js';
import { toFieldValue } from '../model/index.js';
import { readRow, type Store, type StoredRow } from '../storage/index.js';
import type { BulkSkip } from './BulkReport.js';

/** One chunk's verdicts: the rows to change, each with its record before and after, and the rows that stay, with why. */
export interface BulkVerdicts {
  readonly change: readonly { readonly id: string; readonly before: Record<string, unknown>; readonly after: Record<string, unknown> }[];
  readonly skip: readonly BulkSkip[];
  /** Set and transition: the stored columns every changed row gets (one UPDATE); delete: none. */
  readonly columns: Readonly<StoredRow> | null;
}

/**
 * The one judgement of a bulk action, row by row, on the rows as they are now: the dry run and the job call it alike,
 * so a preview says what a run does. A transition changes the rows in one of its `from` states whose new state breaks
 * no rule; a set changes the rows it gives another value that the record's schema and rules accept; a delete, the rows
 * no restrict rule holds (judged by the store's delete impact).
 */
export type BulkJudge = (ids: readonly string[], rows: ReadonlyMap<string, StoredRow>) => Promise<BulkVerdicts>;

export interface BulkJudgeOptions {
  readonly entity: EntityDefinition;
  readonly store: Store;
  readonly validator: EntityValidator;
  readonly action: string;
  /** The transition endpoint, for a transition. */
  readonly transition?: EndpointDefinition;
  /** The validated values, for a set. */
  readonly set?: Readonly<Record<string, unknown>>;
}

export function createBulkJudge(options: BulkJudgeOptions): BulkJudge {
  const { entity, store } = options;
  const gone = (id: string): BulkSkip => ({ id, reason: messages.bulkGone() });
  if (options.action === 'delete') {
    return async (ids, rows) => {
      const present = ids.filter((id) => rows.has(id));
      const skip: BulkSkip[] = ids.filter((id) => !rows.has(id)).map(gone);
      const impact = present.length > 0 ? await store.getDeleteImpact(entity, present) : null;
      // A restrict holds some row of the chunk: each row is judged alone, so the others still go.
      const blocked = new Map<string, string>();
      if (impact?.refused) {
        for (const id of present) {
          const own = await store.getDeleteImpact(entity, [id]);
          if (own.refused) blocked.set(id, own.refused.error);
        }
      }
      const change = present.filter((id) => !blocked.has(id)).map((id) => ({ id, before: readRow(entity, rows.get(id)!), after: {} }));
      skip.push(...[...blocked].map(([id, reason]) => ({ id, reason })));
      return { change, skip, columns: null };
    };
  }
  if (options.transition?.transition) {
    const transition = options.transition.transition;
    const field = entity.fields.find((candidate) => candidate.name === transition.field)!;
    const to = toFieldValue(field, transition.to);
    const from = transition.from.map((state) => toFieldValue(field, state));
    const rules = { fields: entity.fields, rules: (entity.rules ?? []).filter((rule) => getRuleFields(rule).includes(field.name)) };
    const columns = store.writeRow(entity, { [field.name]: to });
    return async (ids, rows) => {
      const change: BulkVerdicts['change'][number][] = [];
      const skip: BulkSkip[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) {
          skip.push(gone(id));
          continue;
        }
        const before = readRow(entity, row);
        const state = before[field.name];
        if (!from.some((value) => isSameValue(value, state))) {
          skip.push({ id, reason: messages.bulkWrongState(state === undefined || state === null ? '' : String(state), transition.from) });
          continue;
        }
        const after = { ...before, [field.name]: to };
        const broken = describeRuleProblems(entity, getRuleProblems(rules, after));
        if (broken.length > 0) skip.push({ id, reason: broken[0]!.message });
        else change.push({ id, before, after });
      }
      return { change, skip, columns };
    };
  }
  const set = options.set ?? {};
  const columns = store.writeRow(entity, set);
  return async (ids, rows) => {
    const change: BulkVerdicts['change'][number][] = [];
    const skip: BulkSkip[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) {
        skip.push(gone(id));
        continue;
      }
      const before = readRow(entity, row);
      if (Object.entries(set).every(([name, value]) => isSameValue(before[name], value))) {
        skip.push({ id, reason: messages.bulkSameValue() });
        continue;
      }
      const after = { ...before, ...set };
      const problems = options.validator.checkRecord(after, before);
      if (problems.length > 0) skip.push({ id, reason: problems[0]!.message });
      else change.push({ id, before, after });
    }
    return { change, skip, columns };
  };
}
