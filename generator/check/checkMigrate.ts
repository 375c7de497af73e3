import type { EntityChecker } from './createEntityChecker.js';

/**
 * Checks the entity's `renamedFrom` and `migrate`: each entry names a current field, a rename names a name the
 * entity no longer uses, a kept column's name is free, and `backfill` fills placeholders with fields of the row or
 * `{seq}` / `{seq:N}`, the running number of the rows it fills.
 */
export function checkMigrate(checker: EntityChecker, entityNames: readonly string[]): void {
  const { schema } = checker;
  if (schema.renamedFrom !== undefined && (schema.renamedFrom === schema.entity || entityNames.includes(schema.renamedFrom))) {
    checker.report(['renamedFrom'], `entity ${JSON.stringify(schema.renamedFrom)} still exists; expected the entity's former name, one no schema uses now`);
  }
  const renamedFrom = new Set<string>();
  for (const [field, entry] of Object.entries(schema.migrate ?? {})) {
    if (!checker.checkField(['migrate', field], field)) continue;
    if (entry.renamedFrom !== undefined) {
      if (checker.fieldNames.includes(entry.renamedFrom)) {
        checker.report(['migrate', field, 'renamedFrom'], `field ${JSON.stringify(entry.renamedFrom)} still exists; expected the field's former name, one the entity no longer uses`);
      } else if (renamedFrom.has(entry.renamedFrom)) {
        checker.report(['migrate', field, 'renamedFrom'], `two fields say they were ${JSON.stringify(entry.renamedFrom)}; expected one`);
      }
      renamedFrom.add(entry.renamedFrom);
    }
    if (entry.keepAs !== undefined && (checker.fieldNames.includes(entry.keepAs) || entry.keepAs === entry.renamedFrom)) {
      checker.report(['migrate', field, 'keepAs'], `${JSON.stringify(entry.keepAs)} is a field's name; expected a new column name for the old values`);
    }
    if (typeof entry.backfill === 'string') {
      for (const [, name, digits] of entry.backfill.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)(?::([0-9]+))?\}/g)) {
        // {seq} / {seq:N}: the running number of the rows it fills.
        if (name === 'seq') continue;
        if (digits !== undefined) {
          checker.report(['migrate', field, 'backfill'], `{${name}:${digits}}: only {seq} takes a number of digits; expected {${name}} or {seq:${digits}}`);
        } else if (!checker.fieldNames.includes(name!) || name === field) {
          checker.report(['migrate', field, 'backfill'], `placeholder {${name}} names no other field; expected one of: ${checker.fieldNames.filter((candidate) => candidate !== field).join(', ')}`);
        }
      }
    }
  }
}
