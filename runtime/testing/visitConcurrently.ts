import type { Page } from 'playwright-core';

/**
 * How many pages a read-only walk keeps busy at once: a page spends most of its time waiting (for the server, for
 * the network to go quiet, for Chromium to draw), so three share 2 cores well without slowing each other much.
 */
export const CONCURRENT_PAGES = 3;

/** Runs `visit` over `items`, each page taking the next item when it is free; resolves with the results in the items' order. */
export async function visitConcurrently<T, R>(pages: readonly Page[], items: readonly T[], visit: (page: Page, item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  await Promise.all(
    pages.map(async (page) => {
      // After a failure the others stop at their next item: the test has failed, and its pages are about to close.
      while (next < items.length && !failed) {
        const index = next++;
        try {
          results[index] = await visit(page, items[index]!);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    }),
  );
  return results;
}

/**
 * Walks links breadth-first from `start` on several pages at once: `visit` opens a path and returns the paths it
 * links to, which join the queue. A visit that skips a path (seen before) returns [] without opening anything;
 * it must decide that before its first await, so two pages never take the same route.
 */
export async function crawlConcurrently(pages: readonly Page[], start: readonly string[], visit: (page: Page, path: string) => Promise<string[]>): Promise<void> {
  const queue = [...start];
  let busy = 0;
  let wake: (() => void) | undefined;
  let failed = false;
  await Promise.all(
    pages.map(async (page) => {
      while (!failed) {
        const path = queue.shift();
        if (path === undefined) {
          // Nothing queued: done once no other page can add more; otherwise wait for one to finish.
          if (busy === 0 || failed) {
            wake?.();
            return;
          }
          await new Promise<void>((resolve) => {
            const previous = wake;
            wake = () => {
              previous?.();
              resolve();
            };
          });
          continue;
        }
        busy += 1;
        try {
          queue.push(...(await visit(page, path)));
        } catch (error) {
          failed = true;
          throw error;
        } finally {
          busy -= 1;
          const waiting = wake;
          wake = undefined;
          waiting?.();
        }
      }
    }),
  );
}
