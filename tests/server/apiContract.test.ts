// The HTTP contract (describeApiContract) on every fixture site, each's document as its build emits it. Each site is its
// own model (entity names clash between sites), so each gets its own store and server. What only some sites cover:
// - basic: references, moves, the audit log, uploads, saved views;
// - library, lookup, parcels: no demo data — every row is made by check-api (required references first, unique texts
//   within their maxLength, options written as a oneOf), and entities without a delete (lookup, parcels) or a create;
// - learning: the audit log's reference labels (fromLabel/toLabel), creates whose path gives a required body field;
// - forms: nested objects whose requirements follow if/then/else (billing), a bulk `set`;
// - vetclinic: a transition that makes a row of an entity without a delete (appointment → invoice), a unique reference;
// - delivery: a many reference typed array-or-null, required on create;
// - integrity: delete rules and impacts over rows check-api makes;
// - clinic: a noOverlap rule (x-admin-gen's noOverlap: each made row takes a range of its own; the 409 is documented),
//   a bulk `set` of a reference with no listed row to copy (x-admin-gen-reference names the entity);
// - schemas: a transition whose target state requires a reference with no lookup (x-admin-gen's requires);
// - adminUsers: a role that may upload to no folder (x-admin-gen-upload-folders): its uploads are a 403 naming folder;
// - bookshop, web: entities with neither rows nor a create.
// `skips` names the operations whose success case no server could run here, which check-api reports as skipped:
// a row of an entity that has no demo data and that no operation makes, or a file no folder takes from the account.
import { emitOpenApi } from '../../generator/index.js';
import type { OpenApiDocument } from '../../runtime/checkApi/index.js';
import { FIXTURE_SITES } from '../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../fixtures/loadFixtureModel.js';
import { describeApiContract } from './describeApiContract.js';

const SKIPS: Readonly<Record<string, readonly string[]>> = {
  adminUsers: ['getUploadedFile'],
  bookshop: ['bookUpdate'],
  web: ['commentGet', 'invoiceCheck', 'invoiceIssue', 'productGet', 'productUpdate', 'quizQuestionGet', 'quizQuestionAssign', 'quizQuestionUnassign'],
};

for (const site of FIXTURE_SITES) {
  const model = loadFixtureModel(site.schemasDir);
  describeApiContract({ name: `tests/fixtures/${site.name}`, app: model.app, entities: model.entities, document: JSON.parse(emitOpenApi(model).contents) as OpenApiDocument, skips: SKIPS[site.name] ?? [] });
}
