import { loadSettings } from './settings/index.js';
import { loadGenerated, type GeneratedModule } from './loadGenerated.js';
import { applyMigrations, createDatabase, formatMigrationPlan, getMigrationStatus, MigrationDecisionError, planMigrations } from './storage/index.js';

export interface RunMigrateOptions {
  readonly action: 'status' | 'plan' | 'apply';
  /** Also drop the columns and tables removed fields and entities left (plan lists them, apply drops them). */
  readonly drop?: boolean;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly generated?: GeneratedModule;
  /** A folder written by `admin-gen build --out`; default the project's generated/. */
  readonly generatedDir?: string;
}

/**
 * `admin-gen migrate status | plan | apply` on the store of DATA_DIR / DATABASE_URL: the text to print and the exit
 * code (plan and apply: 1 when a pending step needs a decision; apply then changes nothing).
 */
export async function runMigrate(options: RunMigrateOptions): Promise<{ output: string; exitCode: number }> {
  const generated = options.generated ?? (await loadGenerated(options.generatedDir));
  const migrations = generated.migrations ?? [];
  const settings = loadSettings();
  const database = createDatabase({ dataDir: options.dataDir ?? settings.dataDir, databaseUrl: options.databaseUrl ?? settings.databaseUrl });
  const drop = options.drop === true;
  const where = `${database.engine.title}`;
  try {
    if (options.action === 'status') {
      const status = await getMigrationStatus(database, migrations);
      const lines = [`${where}: ${status.applied.length} applied, ${status.pending.length} pending`];
      for (const row of status.applied) lines.push(`  applied  ${row.name}  ${row.at}`);
      for (const name of status.pending) lines.push(`  pending  ${name}`);
      for (const name of status.unknown) lines.push(`  unknown  ${name} (the store ran it; generated/migrations lacks it)`);
      for (const name of status.changed) lines.push(`  changed  ${name} (the store ran other steps under this name)`);
      return { output: lines.join('\n'), exitCode: status.unknown.length + status.changed.length > 0 ? 1 : 0 };
    }
    const plan = await planMigrations(database, migrations, generated.entities, { drop });
    if (options.action === 'plan') return { output: `${where}\n${formatMigrationPlan(plan)}`.trimEnd(), exitCode: plan.needsDecision ? 1 : 0 };
    try {
      const result = await applyMigrations(database, migrations, generated.entities, { drop });
      const done = [
        result.applied.length === 0 ? 'no pending migration' : `applied ${result.applied.join(', ')}`,
        ...(result.dropped.length > 0 ? [`dropped ${result.dropped.join(', ')}`] : []),
      ];
      return { output: `${where}\n${formatMigrationPlan(plan, { verdict: false })}\n${done.join('; ')}`, exitCode: 0 };
    } catch (error) {
      if (!(error instanceof MigrationDecisionError)) throw error;
      return { output: `${where}\n${formatMigrationPlan(error.plan)}\n${error.message}`, exitCode: 1 };
    }
  } finally {
    await database.close();
  }
}
