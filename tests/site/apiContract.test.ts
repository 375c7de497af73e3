// The course site's server against its generated/openapi.json (describeApiContract): every documented operation, on
// both stores, over the site's demo data.
import { loadGenerated } from '../../runtime/server/loadGenerated.js';
import { describeApiContract } from '../server/describeApiContract.js';
import { readCourseSiteOpenApi } from './courseSite.js';

const { app, entities } = await loadGenerated();
describeApiContract({ name: 'generated/openapi.json', app, entities, document: readCourseSiteOpenApi() });
