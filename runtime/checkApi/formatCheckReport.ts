import type { CaseResult } from './CheckCase.js';
import type { ApiCheckResult } from './runApiCheck.js';

const HEADINGS = ['operation', 'method path', 'case', 'expected', 'got', 'result'] as const;

/** One row of the table: operation, method and path, case, expected status(es), the status got, ok / FAIL / skip. */
function toCells(result: CaseResult): string[] {
  const { operation } = result;
  const outcome = result.outcome === 'ok' ? 'ok' : result.outcome === 'fail' ? 'FAIL' : 'skip';
  return [operation.id, `${operation.method} ${operation.path}`, result.name, result.expected.join('|'), result.got === undefined ? '-' : String(result.got), outcome];
}

/** The results as an aligned text table; with `onlyProblems`, the failed and skipped cases only. */
export function formatCheckTable(results: readonly CaseResult[], onlyProblems = false): string {
  const rows = results.filter((result) => !onlyProblems || result.outcome !== 'ok').map(toCells);
  const widths = HEADINGS.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ');
  return [line(HEADINGS), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Why each case failed (`FAIL <operation> · <case>: <problem>`) or was skipped (`<operation> · <case> skipped: <why>`), one line each. */
export function formatCheckProblems(results: readonly CaseResult[]): string[] {
  return results
    .filter((result) => result.outcome !== 'ok')
    .flatMap((result) => result.problems.map((problem) => (result.outcome === 'fail' ? `FAIL ${result.operation.id} · ${result.name}: ${problem}` : `${result.operation.id} · ${result.name} skipped: ${problem}`)));
}

/** `87 operations, 700 cases: 690 conform, 0 differ, 10 skipped` */
export function formatCheckSummary(check: ApiCheckResult): string {
  const count = (outcome: CaseResult['outcome']) => check.results.filter((result) => result.outcome === outcome).length;
  const cases = check.results.length - count('skip');
  return `${check.operations.length} operations, ${cases} cases: ${count('ok')} conform, ${count('fail')} differ; ${count('skip')} skipped`;
}
