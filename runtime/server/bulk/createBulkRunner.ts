import { JOB_AUDIT_ACTION, JOB_AUDIT_IDS, toJobAuditChanges, type EntityDefinition } from '../../shared/index.js';
import type { AdminUser } from '../auth/AdminUser.js';
import { createAuditEntry, getDeleteAuditEntries, writeAuditEntries, type AuditEntryInput } from '../audit/index.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { getRowDisplay, type EntityRegistry } from '../model/index.js';
import { chunk, readRowVersion, readTemplateLabels, SYSTEM_TABLES, type Store, type StoreDialect } from '../storage/index.js';
import { createReportCollector, type BulkReport } from './BulkReport.js';
import type { BulkJudge, BulkVerdicts } from './createBulkJudge.js';
import type { JobStore } from './createJobStore.js';

/** Rows judged and written per transaction: small enough that other writers wait little (SQLite has one). */
export const BULK_CHUNK_ROWS = 1000;

/**
 * Chunks a job writes at once, each in its own transaction: on PostgreSQL each has its own backend, so one chunk's
 * index writes run while another's wait for the counts rows the last one locked (the chunks' rows never meet); SQLite
 * has one writer.
 */
export const BULK_CHUNKS_IN_FLIGHT: Readonly<Record<StoreDialect, number>> = { sqlite: 1, postgres: 2 };

/** How often a delete chunk is judged again when its rows changed between the judgement and the delete. */
const DELETE_ATTEMPTS = 3;

export interface BulkRunOptions {
  readonly entity: EntityDefinition;
  readonly action: string;
  readonly store: Store;
  readonly registry: EntityRegistry;
  readonly judge: BulkJudge;
  readonly user: AdminUser | null;
}

/** What a job ran on, for its own audit entry: the list's query parameters, or the ids named; a set's values. */
export interface BulkRunInput {
  readonly where?: Readonly<Record<string, unknown>>;
  readonly ids?: readonly string[];
  readonly set?: Readonly<Record<string, unknown>>;
}

/** A delete chunk's rows changed after they were judged (a version, or a new reference): judged again. */
class ChunkChanged extends Error {}

/**
 * Runs a bulk action chunk by chunk, each chunk one transaction: its rows read (locked when it writes), judged by the
 * one BulkJudge, then the verdicts written — one UPDATE for the changed rows (locked and judged in the same
 * transaction, so an edit that committed before sees its value judged, and one after waits for the lock), or the delete
 * rules for them — with each changed row's audit entry naming the job. A dry run does the same and writes nothing.
 */
export function createBulkRunner(options: BulkRunOptions) {
  const { entity, action, store, registry, judge, user } = options;
  const linked = (entry: AuditEntryInput, jobId: string): AuditEntryInput => ({ ...entry, job: jobId });

  async function runChunk(ids: readonly string[], jobId: string | null): Promise<BulkVerdicts> {
    if (action === 'delete') return runDeleteChunk(ids, jobId);
    return store.transaction(async (tx) => {
      const rows = await tx.findMany(entity, ids, { lock: jobId !== null });
      const verdicts = await judge(ids, rows);
      if (jobId === null || verdicts.change.length === 0 || verdicts.columns === null) return verdicts;
      const auditAction = action === 'set' ? 'update' : 'transition';
      // A transition's entry names its field only, as the transition endpoint's does.
      const fields = auditAction === 'transition' ? Object.keys(verdicts.columns) : null;
      const pick = (record: Record<string, unknown>) => (fields ? Object.fromEntries([['_id', record._id], ...fields.map((name) => [name, record[name]])]) : record);
      const entries = verdicts.change.map((row) => linked(createAuditEntry(entity, auditAction, pick(row.before), pick(row.after)), jobId));
      // The rows and their audit entries in one write: on PostgreSQL the other chunk in flight waits only for this one's commit.
      const columns = verdicts.columns;
      const update = (rows: Record<string, unknown>[]) => tx.updateMany(entity, verdicts.change.map((row) => row.id), columns, { table: SYSTEM_TABLES.auditLog, rows });
      await writeAuditEntries(tx.db, registry, user, entries, new Date(), update);
      return verdicts;
    });
  }

  // The delete impact is read outside the transaction (the store's own reads); the delete then holds only at the
  // versions judged, and a restrict met meanwhile (a reference added since) judges the chunk again.
  async function runDeleteChunk(ids: readonly string[], jobId: string | null): Promise<BulkVerdicts> {
    for (let attempt = 1; ; attempt += 1) {
      const rows = await store.transaction((tx) => tx.findMany(entity, ids));
      const verdicts = await judge(ids, rows);
      if (jobId === null || verdicts.change.length === 0) return verdicts;
      const changeIds = verdicts.change.map((row) => row.id);
      try {
        await store.transaction(async (tx) => {
          const locked = await tx.findMany(entity, changeIds, { lock: true });
          if (changeIds.some((id) => !locked.has(id) || readRowVersion(locked.get(id)!) !== readRowVersion(rows.get(id)!))) throw new ChunkChanged();
          const result = await tx.delete(entity, changeIds);
          const entries = getDeleteAuditEntries(result, { entity, ids: changeIds, action: 'delete' });
          await writeAuditEntries(tx.db, registry, user, entries.map((entry) => linked(entry, jobId)));
        });
        return verdicts;
      } catch (error) {
        const again = error instanceof ChunkChanged || (error instanceof HttpError && error.statusCode === 409);
        if (!again || attempt >= DELETE_ATTEMPTS) throw error;
      }
    }
  }

  // The rows a report names get the label the entity's references show (gone rows: null), read once at its end.
  const display = getRowDisplay(registry, entity);
  async function getReport(collector: ReturnType<typeof createReportCollector>): Promise<BulkReport> {
    const ids = collector.namedIds;
    if (display === null || ids.length === 0) return collector.report();
    const labels = await readTemplateLabels(store.database.db, registry, entity, display, ids);
    return collector.report((id) => labels.get(id) ?? null);
  }

  return {
    /** What the action would do to these rows; nothing changes. */
    async preview(ids: readonly string[]): Promise<BulkReport> {
      const collector = createReportCollector(action, true);
      for (const part of chunk(ids, BULK_CHUNK_ROWS)) {
        const verdicts = await runChunk(part, null);
        collector.add(verdicts.change.map((row) => row.id), verdicts.skip);
      }
      return getReport(collector);
    },
    /** Runs the job to its end: progress after each chunk, then its report and its own audit entry, which the rows' entries name. */
    async run(ids: readonly string[], jobId: string, jobs: JobStore, input: BulkRunInput = {}): Promise<void> {
      const collector = createReportCollector(action, false);
      try {
        const parts = chunk(ids, BULK_CHUNK_ROWS);
        // Verdicts enter the report in chunk order, whichever chunk ends first, so a run reports as its preview does.
        const ended: (BulkVerdicts | undefined)[] = [];
        let next = 0;
        let reported = 0;
        let failure: { error: unknown } | null = null;
        // One progress write after another: two in flight could land in the wrong order.
        let progress = Promise.resolve();
        const work = async () => {
          while (failure === null && next < parts.length) {
            const index = next++;
            try {
              ended[index] = await runChunk(parts[index]!, jobId);
              for (let verdicts = ended[reported]; verdicts; verdicts = ended[reported]) {
                collector.add(verdicts.change.map((row) => row.id), verdicts.skip);
                ended[reported++] = undefined;
              }
              progress = progress.then(() => jobs.progress(jobId, collector.done, collector.changed));
              await progress;
            } catch (error) {
              failure ??= { error };
              return;
            }
            // Other requests' callbacks run between chunks.
            await new Promise((resolve) => setImmediate(resolve));
          }
        };
        await Promise.all(Array.from({ length: Math.min(BULK_CHUNKS_IN_FLIGHT[store.database.dialect], parts.length) }, work));
        if (failure !== null) {
          // A chunk after the failed one may have been written meanwhile: the failed job's report counts it too.
          for (const verdicts of ended) if (verdicts) collector.add(verdicts.change.map((row) => row.id), verdicts.skip);
          throw (failure as { error: unknown }).error;
        }
        const report = await getReport(collector);
        await store.transaction((tx) =>
          writeAuditEntries(tx.db, registry, user, [
            {
              entity,
              recordId: '',
              action: JOB_AUDIT_ACTION,
              job: jobId,
              changes: toJobAuditChanges({
                action,
                total: report.total,
                changed: report.changed,
                unchanged: report.unchanged,
                where: input.ids ? null : (input.where ?? {}),
                ids: input.ids ? input.ids.slice(0, JOB_AUDIT_IDS) : null,
                idCount: input.ids ? input.ids.length : null,
                set: input.set ?? null,
              }),
            },
          ]),
        );
        await jobs.finish(jobId, 'done', report, null);
      } catch (error) {
        const report = await getReport(collector).catch(() => collector.report());
        await jobs.finish(jobId, 'failed', report, error instanceof HttpError ? error.message : messages.jobFailed()).catch(() => undefined);
        if (!(error instanceof HttpError)) throw error;
      }
    },
  };
}
