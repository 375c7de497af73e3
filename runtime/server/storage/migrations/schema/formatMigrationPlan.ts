// `admin-gen migrate plan` as text: one block per pending step, its risks and how each gets through, then the kept data.
import type { MigrationPlan, StepPlan, StepRisk } from './MigrationPlan.js';

const EXAMPLES_SHOWN = 3;
const DROP_HINT = 'admin-gen migrate apply --drop removes it';

/**
 * Plain text, stable for equal plans (golden-testable): the applied and pending migrations, then per step
 * `0002_product #1 change products.code string → integer: 25 rows`, each risk's Spanish and English lines, its first
 * examples as `id: value`, its resolution or `needs a decision: <way>`, the step's notes; then the kept data, and (unless
 * `verdict` is false, as after an apply) whether apply can run.
 */
export function formatMigrationPlan(plan: MigrationPlan, options: { readonly verdict?: boolean } = {}): string {
  const lines: string[] = [];
  lines.push(plan.applied.length === 0 ? 'applied: none' : `applied: ${plan.applied.map((row) => `${row.name} (${row.at})`).join(', ')}`);
  lines.push(plan.pending.length === 0 ? 'pending: none' : `pending: ${plan.pending.join(', ')}`);
  for (const step of plan.steps) lines.push('', ...formatStep(step));
  if (plan.kept.length > 0) {
    lines.push('', 'kept data:');
    for (const kept of plan.kept) lines.push(`  ${kept.target}: ${count(kept.values, kept.target.includes('.') ? 'value' : 'row')} (${DROP_HINT})`);
  }
  if (options.verdict !== false) lines.push('', plan.needsDecision ? 'needs a decision: apply refuses until every risk above has one' : plan.steps.length === 0 ? 'nothing to migrate' : 'ready: admin-gen migrate apply');
  return `${lines.join('\n')}\n`;
}

function formatStep(step: StepPlan): string[] {
  const lines = [`${step.migration} #${step.number} ${step.summary}: ${count(step.rows, 'row')}`];
  for (const risk of step.risks) lines.push(...formatRisk(risk));
  for (const note of step.notes) lines.push(`  note: ${note}`);
  return lines;
}

function formatRisk(risk: StepRisk): string[] {
  const lines = [`  ${risk.code}: ${count(risk.count, 'row')}`, `    es: ${risk.es}`, `    en: ${risk.en}`];
  if (risk.examples.length > 0) {
    const shown = risk.examples.slice(0, EXAMPLES_SHOWN).map((example) => `${example.id}: ${formatValue(example.value)}`);
    lines.push(`    examples: ${shown.join(', ')}${risk.examples.length > EXAMPLES_SHOWN ? ', …' : ''}`);
  }
  lines.push(risk.resolution === null ? `    needs a decision: ${risk.way}` : `    resolution: ${risk.resolution}`);
  return lines;
}

function formatValue(value: unknown): string {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
