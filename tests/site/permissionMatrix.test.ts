// The course site's permission matrix (describePermissionMatrix) over its five roles and generated/openapi.json, and
// docs/roles.md, the matrix the README shows for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadGenerated } from '../../runtime/server/loadGenerated.js';
import { formatRoleMatrix } from '../../scripts/printRoleMatrix.js';
import { describePermissionMatrix } from '../server/security/describePermissionMatrix.js';
import { reportMissingPostgres, getTestDialects } from '../server/testStores.js';
import { readCourseSiteOpenApi, REPO_ROOT } from './courseSite.js';

const { app, entities } = await loadGenerated();

describe('docs/roles.md', () => {
  it('is the model\'s role matrix (refresh: npx tsx scripts/printRoleMatrix.ts > docs/roles.md)', () => {
    expect(readFileSync(path.join(REPO_ROOT, 'docs/roles.md'), 'utf8')).toBe(formatRoleMatrix(app, entities));
  });
});

describePermissionMatrix({ name: 'the course site', app, entities, document: readCourseSiteOpenApi() });
if (!getTestDialects().includes('postgres')) reportMissingPostgres('permission matrix');
