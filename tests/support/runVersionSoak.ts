// Concurrent edits of the same rows by several sessions, each adding 1 to a number field of the row as it last saw it
// and sending the version it saw (If-Match): a 412 answers the row as it is now, from which the change is made again.
// Every 200 is one increment the database must keep, so a row's final value minus its first is its count of 200s:
// the difference is the lost updates. With `ifMatch: 'any'` (If-Match: *) the same edits show what versions prevent.
// Shared by bench/soakVersions.ts (the figures) and tests/server/endpoints/versionSoak.test.ts (a small run).

/** One signed-in client of the API: sends a JSON request and reads the answer. */
export interface SoakSession {
  send(request: { readonly method: string; readonly url: string; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> }): Promise<{ readonly status: number; readonly data: unknown }>;
}

export interface SoakOptions {
  readonly sessions: readonly SoakSession[];
  /** The rows every session edits, as the API answered them (`_id`, `_version` and the field). */
  readonly rows: readonly Readonly<Record<string, unknown>>[];
  /** The number field each update adds 1 to. */
  readonly field: string;
  /** The update of a row: method and path. */
  readonly update: (id: string) => { readonly method: string; readonly url: string };
  /** Successful updates each session makes. */
  readonly updatesPerSession: number;
  /** Requests each session keeps in flight (tabs of one person); default 1. */
  readonly inFlight?: number;
  /** `version`: the version last seen; `any`: If-Match: * (no protection), for comparison. */
  readonly ifMatch?: 'version' | 'any';
  /** Seed of the row picks, so a run can be repeated. */
  readonly seed?: number;
}

export interface SoakResult {
  /** 200s, over all sessions. */
  readonly updates: number;
  /** 412s met (each followed by the same change at the version it named). */
  readonly conflicts: number;
  /** Answers other than 200 and 412. */
  readonly errors: number;
  /** 200s whose increment the rows do not hold: the sum of the 200s minus the sum of what the rows gained. */
  readonly lostUpdates: number;
  readonly ms: number;
  /** Milliseconds of each request, in order. */
  readonly latencies: readonly number[];
}

type Row = Readonly<Record<string, unknown>>;

export async function runVersionSoak(options: SoakOptions, readRows: () => Promise<readonly Row[]>): Promise<SoakResult> {
  const { field, rows } = options;
  const first = new Map(rows.map((row) => [String(row._id), Number(row[field])]));
  let updates = 0;
  let conflicts = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = performance.now();

  await Promise.all(
    options.sessions.map(async (session, index) => {
      // What this session last saw of each row.
      const seen = new Map(rows.map((row) => [String(row._id), row]));
      let random = (options.seed ?? 7) * 1000 + index + 1;
      const pick = () => {
        random = (random * 1103515245 + 12345) % 2147483648;
        return rows[Math.floor((random / 2147483648) * rows.length)]!;
      };
      let left = options.updatesPerSession;
      const worker = async () => {
        while (left > 0) {
          left -= 1;
          const id = String(pick()._id);
          for (let attempt = 0; ; attempt += 1) {
            if (attempt > 1000) throw new Error(`row ${id}: still refused after 1000 attempts`);
            const row = seen.get(id)!;
            const headers = { 'if-match': options.ifMatch === 'any' ? '*' : `"${String(row._version)}"` };
            const { method, url } = options.update(id);
            const sent = performance.now();
            const answer = await session.send({ method, url, body: { [field]: Number(row[field]) + 1 }, headers });
            latencies.push(performance.now() - sent);
            if (answer.status === 200) {
              seen.set(id, answer.data as Row);
              updates += 1;
              break;
            }
            if (answer.status === 412) {
              conflicts += 1;
              seen.set(id, (answer.data as { current: Row }).current);
              continue;
            }
            errors += 1;
            throw new Error(`row ${id}: ${answer.status} ${JSON.stringify(answer.data).slice(0, 300)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: options.inFlight ?? 1 }, worker));
    }),
  );
  const ms = performance.now() - started;
  const gained = (await readRows()).reduce((sum, row) => sum + Number(row[field]) - (first.get(String(row._id)) ?? 0), 0);
  return { updates, conflicts, errors, lostUpdates: updates - gained, ms, latencies };
}

/** The p-th percentile (0–100) of some milliseconds. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
