import type { Reporter, TestModule } from 'vitest/node';

// CI reads a plain closing line; vitest's own summary is not one it recognises. The wall time of each project
// (first file started to last file ended) says which phase a slower run lost its time in.
export default class SummaryReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; files: number }>();
  private readonly starts = new Map<string, number>();

  onTestModuleStart(testModule: TestModule): void {
    this.starts.set(testModule.moduleId, performance.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const name = testModule.project.name || 'default';
    const start = this.starts.get(testModule.moduleId) ?? performance.now();
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
  }
}
