import { BULK_REPORT_IDS, type BulkReport } from '../../shared/index.js';

export type { BulkReport };

/** One row's verdict: why it stays as it is. */
export interface BulkSkip {
  readonly id: string;
  readonly reason: string;
}

/** Adds up chunk after chunk of verdicts into one report. */
export function createReportCollector(action: string, dryRun: boolean) {
  let total = 0;
  let changed = 0;
  const reasons = new Map<string, { count: number; ids: string[] }>();
  return {
    add(changedIds: readonly string[], skipped: readonly BulkSkip[]): void {
      total += changedIds.length + skipped.length;
      changed += changedIds.length;
      for (const { id, reason } of skipped) {
        const entry = reasons.get(reason) ?? { count: 0, ids: [] };
        entry.count += 1;
        if (entry.ids.length < BULK_REPORT_IDS) entry.ids.push(id);
        reasons.set(reason, entry);
      }
    },
    get done(): number {
      return total;
    },
    get changed(): number {
      return changed;
    },
    /** The ids the report names, to read their labels. */
    get namedIds(): string[] {
      return [...reasons.values()].flatMap((entry) => entry.ids);
    },
    /** The report, each named row with its label (`labelOf`; none given: null, the id names it). */
    report(labelOf: (id: string) => string | null = () => null): BulkReport {
      const notChanged = [...reasons]
        .map(([reason, { count, ids }]) => ({ reason, count, ids, labels: ids.map(labelOf) }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
      return { action, total, changed, unchanged: total - changed, notChanged, dryRun };
    },
  };
}
