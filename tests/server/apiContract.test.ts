// The HTTP contract (describeApiContract) on fixture sites, each's document as its build emits it. Each site is its own
// model (entity names clash between sites), so each gets its own store and server; together they take about as long
// as the course site's own contract (tests/site/apiContract.test.ts, 139 operations). The sites, and what only they cover:
// - basic: references, moves, the audit log, uploads, saved views;
// - library, lookup, parcels: no demo data — every row is made by check-api (required references first, unique texts
//   within their maxLength, options written as a oneOf), and entities without a delete (lookup, parcels) or a create;
// - learning: the audit log's reference labels (fromLabel/toLabel), creates whose path gives a required body field;
// - forms: nested objects whose requirements follow if/then/else (billing), a bulk `set`;
// - vetclinic: a transition that makes a row of an entity without a delete (appointment → invoice), a unique reference;
// - delivery: a many reference typed array-or-null, required on create;
// - integrity: delete rules and impacts over rows check-api makes.
// Not here (check-api still finds what its report names): adminUsers (its admin's role may not upload to the default
// folder), bookshop and web (entities with neither rows nor a create), clinic (a noOverlap rule the document does not
// state), schemas (a transition needs a reference that has no lookup, so the document does not say which entity it names).
import { emitOpenApi } from '../../generator/index.js';
import type { OpenApiDocument } from '../../runtime/checkApi/index.js';
import { FIXTURE_SITES } from '../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../fixtures/loadFixtureModel.js';
import { describeApiContract } from './describeApiContract.js';

const SITES = new Set(['basic', 'library', 'lookup', 'parcels', 'learning', 'forms', 'vetclinic', 'integrity', 'delivery']);

for (const site of FIXTURE_SITES.filter((candidate) => SITES.has(candidate.name))) {
  const model = loadFixtureModel(site.schemasDir);
  describeApiContract({ name: `tests/fixtures/${site.name}`, app: model.app, entities: model.entities, document: JSON.parse(emitOpenApi(model).contents) as OpenApiDocument });
}
