// The stored shape of a site's data, as migrations record it: what a schema edit can change in the database.
import type { FieldStorage } from '../getFieldType.js';

/** A JSON value as schemas and migration files hold it. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A value a decision maps to or fills in (a column holds scalars or JSON). */
export type StoredValue = JsonValue;

/** Storage kinds that live in a column of the entity's table. */
export type ColumnStorage = Exclude<FieldStorage, 'children'>;

/** One column's model: what it stores and the constraints a change of which can put stored rows at risk. */
export interface FieldModel {
  readonly storage: ColumnStorage;
  /** The JSON Schema type (`string`, `integer`, `number`, `boolean`, `array`, `object`). */
  readonly type: string;
  /** `date` and `date-time` decide conversions; any other format is recorded as declared. */
  readonly format?: string;
  /** The values a scalar field accepts (`enum`, or the `const`s of its `oneOf`). */
  readonly enum?: readonly (string | number | boolean | null)[];
  readonly maxLength?: number;
  readonly required?: true;
  readonly default?: JsonValue;
  /** The entity whose `_id` the field holds (an array of them when `many`). */
  readonly reference?: { readonly entity: string; readonly many: boolean };
  /** A computed field's expression: adding one or changing it computes every stored row again after the migration. */
  readonly computed?: string;
}

export interface EntityModel {
  readonly table: string;
  /** Columns by field name, in schema order (`_id` included; children arrays are rows of another table). */
  readonly fields: { readonly [field: string]: FieldModel };
  /** The entity's unique combinations of fields. */
  readonly unique: readonly (readonly string[])[];
}

/** Every entity of a site by name. */
export interface DataModel {
  readonly entities: { readonly [entity: string]: EntityModel };
}

/**
 * How rows at risk get through a change, declared in the entity schema's `migrate.<field>` and recorded in the
 * migration step that changed the field. Each is asked for explicitly: without one, a step whose rows are at risk
 * stops the plan and names them.
 */
export interface FieldDecision {
  /** Stored value (as text for a text column, else the JSON value) → the value it becomes: an enum value removed, a value that does not convert. */
  readonly map?: { readonly [from: string]: StoredValue };
  /** What a value that neither converts nor is mapped becomes (null included). */
  readonly default?: StoredValue;
  /** What a row without a value gets when the field becomes required: a constant, or a `{field}` template over the row. */
  readonly backfill?: StoredValue;
  /** Rows keep values that no longer fit (an enum value removed, a text over the new maxLength); the web app shows them as such. */
  readonly keep?: true;
  /** Before converting, every row's old value is copied to a kept column of this name (shown nowhere, dropped only by `migrate apply --drop`). */
  readonly keepAs?: string;
  /** Ids of rows that do not exist become null (a single reference) or leave the array (many). */
  readonly setNull?: true;
}

/** One change a migration makes; steps run in order, each on the names left by the ones before. */
export type MigrationStep =
  | { readonly kind: 'createEntity'; readonly entity: string; readonly table: string; readonly fields: EntityModel['fields']; readonly unique: EntityModel['unique'] }
  | { readonly kind: 'renameEntity'; readonly from: string; readonly to: string; readonly fromTable: string; readonly toTable: string }
  | { readonly kind: 'removeEntity'; readonly entity: string; readonly table: string }
  | { readonly kind: 'addField'; readonly entity: string; readonly table: string; readonly field: string; readonly to: FieldModel; readonly decision?: FieldDecision }
  | { readonly kind: 'renameField'; readonly entity: string; readonly table: string; readonly from: string; readonly to: string }
  | {
      readonly kind: 'changeField';
      readonly entity: string;
      readonly table: string;
      readonly field: string;
      readonly from: FieldModel;
      readonly to: FieldModel;
      readonly decision?: FieldDecision;
    }
  | { readonly kind: 'removeField'; readonly entity: string; readonly table: string; readonly field: string; readonly from: FieldModel }
  | { readonly kind: 'changeUnique'; readonly entity: string; readonly table: string; readonly from: EntityModel['unique']; readonly to: EntityModel['unique'] };

export type MigrationStepKind = MigrationStep['kind'];

/** One file of generated/migrations: its name orders it (`0002_seller_fullName`), its steps say what changed. */
export interface MigrationFile {
  readonly name: string;
  readonly steps: readonly MigrationStep[];
}

/** The folder under a generated folder that holds the migrations, one JSON file each. */
export const MIGRATIONS_DIR = 'migrations';
