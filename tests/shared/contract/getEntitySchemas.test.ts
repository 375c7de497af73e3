import { describeRule, describeRules, getInputSchema, getPatchSchema } from '../../../runtime/shared/contract/getEntitySchemas.js';
import type { RuleDefinition } from '../../../runtime/shared/types.js';
import { getFixtureEntity, loadFixtureModel } from '../../fixtures/loadFixtureModel.js';

describe('describeRule', () => {
  it.each<[RuleDefinition, string]>([
    [{ kind: 'compare', field: 'dueAt', comparison: 'gte', other: 'lentAt', message: null }, 'dueAt >= lentAt (when both have a value)'],
    [{ kind: 'compare', field: 'max', comparison: 'gt', other: 'min', message: 'Otro texto.' }, 'max > min (when both have a value)'],
    [{ kind: 'compare', field: 'endsAt', comparison: 'lt', other: 'startsAt', message: null }, 'endsAt < startsAt (when both have a value)'],
    [{ kind: 'compare', field: 'low', comparison: 'lte', other: 'high', message: null }, 'low <= high (when both have a value)'],
    [{ kind: 'requiredIf', field: 'seller', when: { field: 'state', equals: 'Facturada', label: null }, message: null }, 'seller is required when state is "Facturada"'],
    [{ kind: 'requiredIf', field: 'reason', when: { field: 'closed', equals: true, label: 'Sí' }, message: null }, 'reason is required when closed is true'],
  ])('%j reads %s', (rule, text) => {
    expect(describeRule(rule)).toBe(text);
  });
});

describe('describeRules in the request bodies', () => {
  const model = loadFixtureModel(new URL('../../fixtures/library/schemas', import.meta.url).pathname);
  const withRules = model.entities.find((entity) => (entity.rules ?? []).length > 0)!;
  const withoutRules = model.entities.find((entity) => (entity.rules ?? []).length === 0)!;

  it('states every rule of the entity in its input and patch bodies, which JSON Schema cannot express', () => {
    const text = describeRules(withRules);
    for (const rule of withRules.rules!) expect(text).toContain(describeRule(rule));
    expect(getInputSchema(withRules, false).description).toBe(text);
    expect(getPatchSchema(withRules).description).toContain(text);
  });

  it('adds nothing to an entity without rules', () => {
    expect(describeRules(withoutRules)).toBe('');
    expect(getInputSchema(getFixtureEntity(model, withoutRules.entity), false).description).toBeUndefined();
    expect(getPatchSchema(withoutRules).description).toBe('Any of the writable fields; the ones left out keep their values');
  });
});

describe('getInputSchema', () => {
  const delivery = getFixtureEntity(loadFixtureModel(new URL('../../fixtures/schemas', import.meta.url).pathname), 'delivery');

  it.each([
    ['updates: the writable fields alone', false, ['voucherNumber', 'deliveredOn', 'sellers', 'uploads', 'billing', 'notes']],
    ['creates: the editable children too', true, ['voucherNumber', 'deliveredOn', 'sellers', 'uploads', 'billing', 'notes', 'keys']],
  ])('%s', (_name, withChildren, properties) => {
    expect(Object.keys(getInputSchema(delivery, withChildren).properties!)).toEqual(properties);
  });
});
