import { sql } from 'kysely';
import type { FieldDecision, FieldModel } from '../../../../../shared/migrations/index.js';
import type { StoreDialect } from '../../../Database.js';
import { getConversion, type Conversion } from './getConversion.js';
import { getStoredValueSql } from './getStoredValueSql.js';
import { getTextSql, isTrue, type Sql } from './sqlParts.js';

/** Which constraints of the new field the stored values are checked against (those the change narrows). */
export interface FieldChecks {
  readonly enum: boolean;
  readonly maxLength: boolean;
}

/** The SQL of one field's change over its column: each row's fate (mapped, converted, out of the new constraints) and its new value. */
export interface FieldChange {
  readonly conversion: Conversion;
  /** The stored value as text (what `map` keys and examples show). */
  readonly text: Sql;
  /** Rows whose value `map` names. */
  readonly mapped: Sql;
  /** Non-null values no decision names that do not convert to the new type. */
  readonly unconvertible: Sql;
  /** Converted values outside the new enum, and over the new maxLength (false when not checked). */
  readonly notInEnum: Sql;
  readonly tooLong: Sql;
  /** Rows that get the decision's `default` (or null without one): unconvertible, or out of the constraints and not kept. */
  readonly toDefault: Sql;
  /** Each row's value after the change (before a backfill). */
  readonly newValue: Sql;
  /** True when newValue is the column itself: no row's value changes. */
  readonly unchanged: boolean;
}

/** The change of `column` from one field model to another under the step's decision. */
export function getFieldChange(dialect: StoreDialect, table: string, column: string, from: FieldModel, to: FieldModel, decision: FieldDecision, checks: FieldChecks): FieldChange {
  // Qualified: the expression also runs inside subqueries over other tables (a reference's target, json_each).
  const old = sql.ref(`${table}.${column}`);
  const conversion = getConversion(dialect, from, to);
  const text = getTextSql(dialect, from.storage, old);
  const entries = Object.entries(decision.map ?? {});
  // JSON compares as JSON, and a number as a number (the engines write 1e21 differently); any other value by its text.
  const match = (key: string): Sql => {
    if (from.storage === 'json') return dialect === 'postgres' ? sql`${old} = cast(${key} as jsonb)` : sql`(case when json_valid(${old}) then json(${old}) end) = json(${key})`;
    if (from.storage === 'real' && key.trim() !== '' && Number.isFinite(Number(key))) return sql`${old} = ${sql.lit(Number(key))}`;
    return sql`${text} = ${key}`;
  };
  const mapped = entries.length === 0 ? sql`false` : isTrue(sql`${old} is not null and (${sql.join(entries.map(([key]) => match(key)), sql` or `)})`);
  const mapValue = entries.length === 0 ? sql`null` : sql`(case ${sql.join(entries.map(([key, value]) => sql`when ${match(key)} then ${getStoredValueSql(dialect, to, value)}`), sql` `)} end)`;
  const converts = conversion.identity ? sql`true` : conversion.converts ? isTrue(conversion.converts(old)) : sql`false`;
  const fallback = getStoredValueSql(dialect, to, decision.default ?? null);
  // Without a rule no value converts; the fallback keeps every branch of the CASE of the new type.
  const converted = conversion.converts ? conversion.convert(old) : fallback;
  const base = sql`${old} is not null and not ${mapped}`;
  const enumValues = (to.enum ?? []).filter((value) => value !== null);
  const outOfEnum =
    checks.enum && to.enum
      ? enumValues.length === 0
        ? sql`true`
        : isTrue(sql`not (${converted} in (${sql.join(enumValues.map((value) => getStoredValueSql(dialect, to, value)))}))`)
      : null;
  const overLength = checks.maxLength && to.maxLength !== undefined && to.storage === 'text' ? isTrue(sql`length(${converted}) > ${to.maxLength}`) : null;
  const keep = decision.keep === true;
  const notFitting = [outOfEnum, overLength].filter((check): check is Sql => check !== null && !keep);
  const toFallback = notFitting.map((check) => sql` when ${check} then ${fallback}`);
  // Nothing to map, convert or replace: each row keeps its value, and the plain column keeps the risk queries' joins simple.
  const unchanged = conversion.identity && entries.length === 0 && toFallback.length === 0;
  const newValue = unchanged ? old : sql`(case when ${old} is null then null when ${mapped} then ${mapValue} when not ${converts} then ${fallback}${joinAll(toFallback)} else ${converted} end)`;
  return {
    conversion,
    text,
    mapped,
    unconvertible: conversion.identity ? sql`false` : sql`(${base} and not ${converts})`,
    notInEnum: outOfEnum ? sql`(${base} and ${converts} and ${outOfEnum})` : sql`false`,
    tooLong: overLength ? sql`(${base} and ${converts} and ${overLength})` : sql`false`,
    toDefault: sql`(${base} and (not ${converts}${joinAll(notFitting.map((check) => sql` or ${check}`))}))`,
    newValue,
    unchanged,
  };
}

/** Pieces one after the other (none: nothing). */
function joinAll(pieces: readonly Sql[]): Sql {
  return pieces.length === 0 ? sql`` : sql.join(pieces, sql``);
}
