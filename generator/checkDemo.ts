import type { EntityChecker, Segment } from './createEntityChecker.js';

/** Checks `demo`: known fields, perParent and tree references, and the `{ref:…}`, `{parent:…}`, `{slug:…}` templates. */
export function checkDemo(checker: EntityChecker): void {
  const { schema, report } = checker;
  const demo = schema.demo;
  if (!demo) return;
  const references = schema.references ?? {};

  let parentEntity: string | null = null;
  if (demo.perParent) {
    const at: Segment[] = ['demo', 'perParent'];
    const { field } = demo.perParent;
    if (checker.checkField([...at, 'field'], field) && checker.checkSingleReference([...at, 'field'], field)) {
      parentEntity = references[field]?.entity ?? null;
    }
    const min = demo.perParent.min ?? demo.count;
    const max = demo.perParent.max ?? demo.count;
    if (min > max) report(at, `min ${min} is greater than max ${max}; expected min ≤ max (both default to count, ${demo.count})`);
  }
  if (demo.tree) {
    const at: Segment[] = ['demo', 'tree', 'field'];
    const { field } = demo.tree;
    if (checker.checkField(at, field) && checker.checkSingleReference(at, field) && references[field]?.entity !== schema.entity) {
      report(at, `field ${JSON.stringify(field)} references ${JSON.stringify(references[field]?.entity)}; expected a self-reference (to ${JSON.stringify(schema.entity)})`);
    }
    if (demo.perParent) report(['demo'], '"perParent" and "tree" cannot be combined; expected one of them');
  }

  for (const [name, template] of Object.entries(demo.fields)) {
    const at: Segment[] = ['demo', 'fields', name];
    checker.checkField(at, name);
    for (const [text, kind, arg] of template.matchAll(/\{(ref|parent|slug):([^{}]*)\}/g)) {
      const value = arg as string;
      if (kind === 'ref') {
        checker.findEntity(at, value);
      } else if (kind === 'slug') {
        if (!checker.fieldNames.includes(value)) report(at, `unknown field ${JSON.stringify(value)} in "${text}"; expected one of: ${checker.fieldNames.join(', ')}`);
      } else if (!demo.perParent) {
        report(at, `"${text}" without "perParent"; expected "perParent": { "field": <reference field> } to name the parent`);
      } else if (parentEntity !== null) {
        const parent = parentEntity === schema.entity ? schema : checker.index.entities.get(parentEntity);
        if (parent && !Object.hasOwn(parent.fields, value)) {
          report(at, `unknown field ${JSON.stringify(value)} of entity ${JSON.stringify(parentEntity)} in "${text}"; expected one of: ${Object.keys(parent.fields).join(', ')}`);
        }
      }
    }
  }
  (demo.unique ?? []).forEach((name, i) => checker.checkField(['demo', 'unique', i], name));
}
