import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntitySchemaInput } from '../shared/types.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldStorage } from '../shared/getFieldType.js';

/**
 * Checks each grid's `import`: the key is a unique field (`"unique": true` or a one-field `unique`) among the columns,
 * the columns are writable fields, and no two grids import through the same list (one `<list path>/import` each);
 * its `children`: an entity with one reference to this one, a key among its columns, writable columns.
 */
export function checkGridImports(checker: EntityChecker): void {
  const { schema, report } = checker;
  const writable = getImportableFields(schema.fields);
  const unique = Object.entries(schema.fields)
    .filter(([name, field]) => field.unique === true || (schema.unique ?? []).some((combination) => combination.length === 1 && combination[0] === name))
    .map(([name]) => name);
  const sources = new Map<string, string>();
  for (const [gridName, grid] of Object.entries(schema.grids ?? {})) {
    const declared = grid.import;
    if (!declared) continue;
    const at: Segment[] = ['grids', gridName, 'import'];
    const earlier = sources.get(grid.dataSource);
    if (earlier !== undefined) report([...at], `grid ${JSON.stringify(earlier)} imports through data source ${JSON.stringify(grid.dataSource)} already; expected one import per list endpoint`);
    sources.set(grid.dataSource, gridName);
    declared.columns.forEach((name, i) => {
      if (!checker.checkField([...at, 'columns', i], name)) return;
      if (!writable.includes(name)) report([...at, 'columns', i], `field ${JSON.stringify(name)} is read-only or not a scalar column; expected a writable field, one of: ${writable.join(', ')}`);
    });
    if (declared.children) checkImportChildren(checker, [...at, 'children'], declared.children);
    if (!checker.checkField([...at, 'key'], declared.key)) continue;
    if (!unique.includes(declared.key)) {
      report([...at, 'key'], `field ${JSON.stringify(declared.key)} is not unique; expected a field with "unique": true${unique.length > 0 ? `, one of: ${unique.join(', ')}` : ' (this entity declares none)'}`);
    } else if (!declared.columns.includes(declared.key)) {
      report([...at, 'key'], `key ${JSON.stringify(declared.key)} is not among the import's columns; expected it in "columns" (each line names its row by it)`);
    }
  }
}

/** An import's children: the entity exists and refers to this one by exactly one reference; key and columns as a grid's. */
function checkImportChildren(checker: EntityChecker, at: Segment[], declared: { entity: string; key: string; columns: string[] }): void {
  const { schema, report } = checker;
  const child: EntitySchemaInput | undefined = checker.findEntity([...at, 'entity'], declared.entity);
  if (!child) return;
  const parents = Object.entries(child.references ?? {}).filter(([, reference]) => reference.entity === schema.entity).map(([field]) => field);
  if (parents.length !== 1) {
    report([...at, 'entity'], `entity ${JSON.stringify(declared.entity)} has ${parents.length === 0 ? 'no reference' : `${parents.length} references (${parents.join(', ')})`} to ${JSON.stringify(schema.entity)}; expected exactly one, which ties each child to its parent`);
  }
  const writable = getImportableFields(child.fields);
  declared.columns.forEach((name, i) => {
    if (!checker.checkFieldOf([...at, 'columns', i], child, name)) return;
    if (!writable.includes(name)) report([...at, 'columns', i], `field ${JSON.stringify(name)} of ${JSON.stringify(child.entity)} is read-only or not a scalar column; expected a writable field, one of: ${writable.join(', ')}`);
  });
  if (checker.checkFieldOf([...at, 'key'], child, declared.key) && !declared.columns.includes(declared.key)) {
    report([...at, 'key'], `key ${JSON.stringify(declared.key)} is not among the children's columns; expected it in "columns" (each line names its child by it)`);
  }
}

/** The fields a file's cell may fill: scalar columns, not _id, not read-only. */
function getImportableFields(fields: Readonly<Record<string, { readonly readOnly?: boolean }>>): string[] {
  return Object.entries(fields)
    .filter(([name, field]) => name !== '_id' && field.readOnly !== true && getFieldStorage(field as JsonSchema) !== 'json')
    .map(([name]) => name);
}
