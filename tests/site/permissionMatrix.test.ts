// The course site's permission matrix (describePermissionMatrix) over its five roles and generated/openapi.json (its
// generated/roles.md is checked by the build's --check).
import { loadGenerated } from '../../runtime/server/loadGenerated.js';
import { describePermissionMatrix } from '../server/security/describePermissionMatrix.js';
import { reportMissingPostgres, getTestDialects } from '../server/testStores.js';
import { readCourseSiteOpenApi } from './courseSite.js';

const { app, entities } = await loadGenerated();

describePermissionMatrix({ name: 'the course site', app, entities, document: readCourseSiteOpenApi() });
if (!getTestDialects().includes('postgres')) reportMissingPostgres('permission matrix');
