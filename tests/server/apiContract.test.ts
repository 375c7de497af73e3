// The HTTP contract (describeApiContract) on fixture sites, each's document as its build emits it: basic (34 operations:
// references, moves, the audit log, uploads, saved views), cheap enough for every run. The course site's own contract
// (139 operations: roles, bulk actions, imports) is tests/site/apiContract.test.ts.
import { emitOpenApi } from '../../generator/index.js';
import type { OpenApiDocument } from '../../runtime/checkApi/index.js';
import { FIXTURE_SITES } from '../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../fixtures/loadFixtureModel.js';
import { describeApiContract } from './describeApiContract.js';

const SITES = new Set(['basic']);

for (const site of FIXTURE_SITES.filter((candidate) => SITES.has(candidate.name))) {
  const model = loadFixtureModel(site.schemasDir);
  describeApiContract({ name: `tests/fixtures/${site.name}`, app: model.app, entities: model.entities, document: JSON.parse(emitOpenApi(model).contents) as OpenApiDocument });
}
