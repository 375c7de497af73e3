import { createObjectId } from '../ids/createObjectId.js';
import { SYSTEM_TABLES, type Database } from '../storage/index.js';
import type { BulkJob as Job, BulkJobState as JobState, BulkReport } from '../../shared/index.js';

export type { Job, JobState };

/** A running job not heard from for this long was left by a stopped server. */
export const JOB_STALE_MS = 60_000;

/** The admin_jobs table: SQL that is the same on both engines (the store's `database`), so any server answers a job. */
export function createJobStore(database: Database) {
  const table = SYSTEM_TABLES.jobs;
  const db = database.db;
  return {
    /** A new running job, as GET /jobs/{_id} answers it before its first chunk. */
    async create(job: { entity: string; action: string; total: number; userId: string | null }): Promise<Job> {
      const at = new Date();
      const id = createObjectId(at);
      const now = at.toISOString();
      await db
        .insertInto(table)
        .values({ _id: id, entity: job.entity, action: job.action, state: 'running', total: job.total, done: 0, changed: 0, unchanged: 0, report: null, error: null, userId: job.userId, createdAt: now, heartbeatAt: now, finishedAt: null })
        .execute();
      return { _id: id, entity: job.entity, action: job.action, state: 'running', total: job.total, done: 0, changed: 0, unchanged: 0, report: null, error: null, createdAt: now, finishedAt: null };
    },
    async progress(id: string, done: number, changed: number): Promise<void> {
      await db.updateTable(table).set({ done, changed, unchanged: done - changed, heartbeatAt: new Date().toISOString() }).where('_id', '=', id).execute();
    },
    async finish(id: string, state: Exclude<JobState, 'running'>, report: BulkReport | null, error: string | null): Promise<void> {
      const now = new Date().toISOString();
      const counts = report ? { done: report.total, changed: report.changed, unchanged: report.unchanged } : {};
      await db.updateTable(table).set({ state, ...counts, report: report && JSON.stringify(report), error, heartbeatAt: now, finishedAt: now }).where('_id', '=', id).execute();
    },
    /** The job, for the user who started it only (a user id null: a site without sign-in users). */
    async read(id: string, userId: string | null): Promise<Job | null> {
      const row = await db.selectFrom(table).selectAll().where('_id', '=', id).executeTakeFirst();
      if (!row || (row.userId ?? null) !== userId) return null;
      return {
        _id: String(row._id),
        entity: String(row.entity),
        action: String(row.action),
        state: row.state as JobState,
        total: Number(row.total),
        done: Number(row.done),
        changed: Number(row.changed),
        unchanged: Number(row.unchanged),
        report: typeof row.report === 'string' ? readReport(row.report) : null,
        error: typeof row.error === 'string' ? row.error : null,
        createdAt: String(row.createdAt),
        finishedAt: typeof row.finishedAt === 'string' ? row.finishedAt : null,
      };
    },
    /** Jobs a stopped server left running (no progress for JOB_STALE_MS) become interrupted, with the reason. */
    async markInterrupted(reason: string, now = new Date()): Promise<void> {
      const stale = new Date(now.getTime() - JOB_STALE_MS).toISOString();
      await db.updateTable(table).set({ state: 'interrupted', error: reason, finishedAt: now.toISOString() }).where('state', '=', 'running').where('heartbeatAt', '<', stale).execute();
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;

/** A stored report; one stored before reports named rows by label gets no labels (null each: the ids name them). */
function readReport(text: string): BulkReport {
  const report = JSON.parse(text) as BulkReport;
  return { ...report, notChanged: report.notChanged.map((group) => ({ ...group, labels: group.labels ?? group.ids.map(() => null) })) };
}
