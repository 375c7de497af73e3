import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { FILE_DURATIONS, readFileDurations } from './LongestFirstSequencer.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

// CI reads a plain closing line; vitest's own summary is not one it recognises. The wall time of each project
// (first file started to last file ended) says which phase a slower run lost its time in.
export default class SummaryReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; files: number }>();
  private readonly starts = new Map<string, number>();
  private readonly durations = new Map<string, number>();

  onTestModuleStart(testModule: TestModule): void {
    this.starts.set(testModule.moduleId, performance.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const name = testModule.project.name || 'default';
    const start = this.starts.get(testModule.moduleId) ?? performance.now();
    this.durations.set(path.relative(ROOT, testModule.moduleId).split(path.sep).join('/'), (performance.now() - start) / 1000);
    const span = this.spans.get(name) ?? { start, end: start, files: 0 };
    this.spans.set(name, { start: Math.min(span.start, start), end: Math.max(span.end, performance.now()), files: span.files + 1 });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      // A file that fails to load has no tests but must count as a failure.
      if (testModule.state() === 'failed' && testModule.children.size === 0) failed += 1;
    }
    const first = Math.min(...[...this.spans.values()].map((span) => span.start));
    const phases = [...this.spans].map(([name, span]) => `${name} ${span.files} files ${Math.round((span.start - first) / 1000)}–${Math.round((span.end - first) / 1000)} s`);
    if (phases.length > 0) process.stdout.write(`\nWall time by project: ${phases.join('; ')}\n`);
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    if (process.env.RECORD_TEST_DURATIONS === '1') this.recordDurations();
  }

  /** Keeps this run's file durations for LongestFirstSequencer (`RECORD_TEST_DURATIONS=1 npm test`); files gone are dropped. */
  private recordDurations(): void {
    const merged: Record<string, number> = { ...readFileDurations() };
    for (const [file, seconds] of this.durations) merged[file] = Math.round(seconds * 10) / 10;
    const kept = Object.keys(merged).filter((file) => existsSync(path.join(ROOT, file))).sort();
    writeFileSync(FILE_DURATIONS, `${JSON.stringify(Object.fromEntries(kept.map((file) => [file, merged[file]])), null, 1)}\n`);
    process.stdout.write(`Recorded ${this.durations.size} file durations in ${path.relative(ROOT, FILE_DURATIONS)}\n`);
  }
}
