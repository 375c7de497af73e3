// readAsScan marks the reads of one walk over a whole list, through awaits and beside other requests' reads; on SQLite
// those SELECTs run on a read worker's small-cache connection, the lists' ones on its 16 MB one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createDatabase, isScanRead, readAsScan, type Database } from '../../../../runtime/server/storage/index.js';

describe('readAsScan', () => {
  it('marks the reads it runs, across awaits, and no others', async () => {
    expect(isScanRead()).toBe(false);
    const seen = await readAsScan(async () => {
      const first = isScanRead();
      await sleep(1);
      await Promise.resolve();
      return [first, isScanRead()];
    });
    expect(seen).toEqual([true, true]);
    expect(isScanRead()).toBe(false);
  });

  it('keeps interleaved requests apart: only the scan’s own reads are marked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 12 }), async (reads) => {
        const seen = await Promise.all(
          reads.map(async ([scan, delay]) => {
            const read = async () => {
              await sleep(delay);
              return isScanRead();
            };
            return scan ? readAsScan(read) : read();
          }),
        );
        expect(seen).toEqual(reads.map(([scan]) => scan));
      }),
      { numRuns: 25 },
    );
  });

  describe('on SQLite with read workers', () => {
    let dataDir: string;
    let database: Database;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-scan-'));
      database = createDatabase({ dataDir, readWorkers: 1 });
    });
    afterAll(async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const cacheSize = async () => (await sql<{ cache_size: number }>`select cache_size from pragma_cache_size()`.execute(database.db)).rows[0]?.cache_size;

    it('reads a scan through the small cache and a list through the large one, on one worker', async () => {
      expect(await cacheSize()).toBe(-16000);
      expect(await readAsScan(cacheSize)).toBe(-2048);
      expect(await cacheSize()).toBe(-16000);
    });
  });
});
