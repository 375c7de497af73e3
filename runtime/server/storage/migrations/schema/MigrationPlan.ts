// What `admin-gen migrate plan` reports and `apply` acts on: each pending step, the rows it touches, the rows at risk.
import type { EntityDefinition } from '../../../../shared/index.js';
import type { MigrationStep, MigrationStepKind } from '../../../../shared/migrations/index.js';
import type { Database } from '../../Database.js';

/** What puts rows at risk, one code per kind of loss the plan looks for. */
export type RiskCode =
  /** Values that would not convert to the new type, or would change doing so (`CUR-3810`, `00123` → integer). */
  | 'unconvertible'
  /** Rows sharing the values of a new unique set. */
  | 'duplicates'
  /** Stored values no longer in the field's enum. */
  | 'notInEnum'
  /** Ids of a new reference that name no row. */
  | 'dangling'
  /** Texts longer than a new maxLength. */
  | 'tooLong'
  /** Rows without a value for a field that becomes (or is added) required. */
  | 'missingValue'
  /** A rename onto a name the table already uses (a kept column of a removed field, another table). */
  | 'nameTaken';

/** One group of rows at risk in a step. */
export interface StepRisk {
  readonly code: RiskCode;
  /** How many rows (for duplicates: how many rows share a repeated combination). */
  readonly count: number;
  /** The first few, in `_id` order: id and the stored value (for duplicates, the repeated values). */
  readonly examples: readonly { readonly id: string; readonly value: unknown }[];
  /** How the step's decision gets them through (English), or null when it declares none that does: the plan stops. */
  readonly resolution: string | null;
  /** The problem in Spanish and in English, naming entity, field, schema file and JSON pointer (`schemas/product.json#/fields/code`). */
  readonly es: string;
  readonly en: string;
  /** What the maintainer can declare to get through (English), e.g. `"migrate": { "code": { "map": { … } } }` in schemas/product.json. */
  readonly way: string;
}

/** One pending step as the data stands. */
export interface StepPlan {
  /** The migration's name, e.g. `0002_product`, and the step's number in it (from 1). */
  readonly migration: string;
  readonly number: number;
  readonly step: MigrationStep;
  /** One line in English: what the step does, e.g. `rename authors.name → fullName`. */
  readonly summary: string;
  /** Rows the step reads or changes (the table's rows for a rename or conversion; 0 for a new entity). */
  readonly rows: number;
  readonly risks: readonly StepRisk[];
  /** Notes that are not risks (English): a removed field's values are kept, a conversion is lossless, … */
  readonly notes: readonly string[];
}

/** Data a removed field or entity left in the store: kept until `migrate apply --drop`. */
export interface KeptData {
  /** `table` or `table.column`. */
  readonly target: string;
  /** Rows (of a table) or non-null values (of a column). */
  readonly values: number;
}

export interface MigrationPlan {
  /** Migrations the store has run, in order, with when. */
  readonly applied: readonly { readonly name: string; readonly at: string }[];
  /** Pending migrations' names in order. */
  readonly pending: readonly string[];
  readonly steps: readonly StepPlan[];
  readonly kept: readonly KeptData[];
  /** True when some step has a risk without a resolution: apply (and serve) refuse. */
  readonly needsDecision: boolean;
}

/** What a step's plan and apply see: the store (under the schema lock, in its transaction, for apply), and the model it migrates to. */
export interface StepContext {
  readonly database: Database;
  /** The entities generated/ serves now (the model the last migration builds). */
  readonly entities: readonly EntityDefinition[];
  /** The schema file each entity came from, for messages, by entity name (also entities that no longer exist, as last known). */
  readonly sources: ReadonlyMap<string, string>;
}

/** One step kind: what it would do to the data as it stands, and doing it. */
export interface StepHandler<Kind extends MigrationStepKind = MigrationStepKind> {
  plan(step: Extract<MigrationStep, { kind: Kind }>, context: StepContext): Promise<Omit<StepPlan, 'migration' | 'number' | 'step'>>;
  /** Runs inside the migration's transaction; only called when the plan has no unresolved risk. */
  apply(step: Extract<MigrationStep, { kind: Kind }>, context: StepContext): Promise<void>;
}
