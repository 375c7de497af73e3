// Every page of the course site's generated/ draws without an error (tests/web/app/generatedPages.test.tsx: the fixture sites').
import * as site from '../../generated/index.js';
import { describeGeneratedPages } from '../web/support/describeGeneratedPages.js';

describeGeneratedPages('schemas/', site);
