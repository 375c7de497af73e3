// The build's demo check: every site's demo rows, made in memory by the seeder's own code, pass their entity's validator,
// and a row or a childLines line the validator refuses is one problem at the template (or option) that made it.
import path from 'node:path';
import { getDemoRowProblems } from '../../../runtime/server/demo/index.js';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { FIXTURE_SITES, FIXTURES_DIR } from '../../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';

/** The fixture model with one entity's demo templates replaced. */
function withDemoFields(entities: readonly EntityDefinition[], name: string, fields: Readonly<Record<string, string>>): EntityDefinition[] {
  return entities.map((entity) => (entity.entity === name && entity.demo ? { ...entity, demo: { ...entity.demo, fields: { ...entity.demo.fields, ...fields } } } : entity));
}

describe('getDemoRowProblems', () => {
  // The root site's own demo rows are the build's check (admin-gen build refuses them): here every fixture site's.
  it.each(FIXTURE_SITES.map((site) => [site.name, site.schemasDir]))('%s: every demo row and copied line fits', (_name, dir) => {
    expect(getDemoRowProblems(loadFixtureModel(dir).entities)).toEqual([]);
  });

  const fixture = loadFixtureModel(path.join(FIXTURES_DIR, 'schemas')).entities;
  it.each<[string, string, Record<string, string>, string, RegExp]>([
    ['a literal over maxLength', 'seller', { name: 'x'.repeat(256) }, '/demo/fields/name', /^demo row 1 of 30 holds "x{256}" in "name" \(and 29 more rows: 2, 3, 4, 5, 6, …\);.*Nombre: /],
    ['a pick of a value the enum lacks, once in a while', 'invoice', { state: '{pick:Pendiente|Anulada}' }, '/demo/fields/state', /holds "Anulada" in "state"/],
    ['text in a number', 'invoice', { total: 'diez' }, '/demo/fields/total', /holds NaN|holds null|holds "diez"/],
  ])('%s', (_case, entity, fields, pointer, message) => {
    const problems = getDemoRowProblems(withDemoFields(fixture, entity, fields));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ source: `schemas/${entity}.json`, pointer });
    expect(problems[0]!.message).toMatch(message);
  });

  it('is deterministic: the same schemas give the same answer', () => {
    const entities = withDemoFields(fixture, 'invoice', { total: '{float:-100:100}' });
    expect(getDemoRowProblems(entities)).toEqual(getDemoRowProblems(entities));
  });

  it('with a cache (admin-gen dev), answers every edit as a fresh check does, making again only what the edit reaches', () => {
    const cache = new Map();
    const makingOf = (name: string) => (cache.get(name) as { making: number } | undefined)?.making;
    const edits: [string, EntityDefinition[]][] = [
      ['the fixture', [...fixture]],
      ['an invalid invoice total', withDemoFields(fixture, 'invoice', { total: 'diez' })],
      ['fixed again', [...fixture]],
      ['a seller name too long (invoices read sellers)', withDemoFields(fixture, 'seller', { name: 'x'.repeat(256) })],
      ['fixed again', [...fixture]],
    ];
    let previous: Map<string, number | undefined> = new Map();
    for (const [label, entities] of edits) {
      expect(getDemoRowProblems(entities, cache), label).toEqual(getDemoRowProblems(entities));
      const now = new Map(entities.map((entity) => [entity.entity, makingOf(entity.entity)]));
      expect(now.get('seller'), label).toBeGreaterThan(0);
      if (label === 'an invalid invoice total') expect(now.get('seller')).toBe(previous.get('seller'));
      if (label.startsWith('a seller name')) expect(now.get('invoice')).not.toBe(previous.get('invoice'));
      previous = now;
    }
    // Unchanged schemas make nothing again.
    getDemoRowProblems([...fixture], cache);
    expect(new Map(fixture.map((entity) => [entity.entity, makingOf(entity.entity)]))).toEqual(previous);
  });
});
