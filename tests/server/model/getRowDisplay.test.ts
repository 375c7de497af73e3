// The display that names an entity's rows: the one its references show (a field or a label template; its own
// reference first), else its labelField, else none.
import { describe, expect, it } from 'vitest';
import type { EntityDefinition, ReferenceDefinition } from '../../../runtime/shared/index.js';
import { getRowDisplay } from '../../../runtime/server/model/getRowDisplay.js';
import type { EntityRegistry } from '../../../runtime/server/model/index.js';

const entity = (name: string, labelField: string | null, references: Partial<ReferenceDefinition>[] = []) =>
  ({ entity: name, labelField, references: references.map((reference) => ({ many: false, ...reference })) }) as unknown as EntityDefinition;

function registryOf(entities: EntityDefinition[]): EntityRegistry {
  return {
    entities,
    dateDisplay: 'dd/mm/aaaa',
    get: (name) => entities.find((candidate) => candidate.entity === name)!,
    has: (name) => entities.some((candidate) => candidate.entity === name),
    getIncomingReferences: (name) => entities.flatMap((owner) => owner.references.filter((reference) => reference.entity === name).map((reference) => ({ entity: owner, reference }))),
    getReference: (owner, field) => owner.references.find((reference) => reference.field === field),
  };
}

describe('getRowDisplay', () => {
  const pet = entity('pet', 'name');
  const visit = entity('visit', 'reason', [{ field: 'pet', entity: 'pet', display: 'name' }]);
  const appointment = entity('appointment', 'notes');
  const bill = entity('bill', null, [{ field: 'appointment', entity: 'appointment', display: '{pet} – {startsAt:shortDateTime}' }]);
  const category = entity('category', 'title', [{ field: 'parent', entity: 'category', display: '{code} {title}' }]);
  const note = entity('note', null);
  const registry = registryOf([pet, visit, appointment, bill, category, note]);
  it.each([
    ['a display field the references show', pet, 'name'],
    ['a label template the references show, over the labelField', appointment, '{pet} – {startsAt:shortDateTime}'],
    ["its own reference's display first", category, '{code} {title}'],
    ['no reference to it: its labelField', visit, 'reason'],
    ['nothing names it', note, null],
  ])('%s', (_name, target, expected) => {
    expect(getRowDisplay(registry, target)).toBe(expected);
  });
});
