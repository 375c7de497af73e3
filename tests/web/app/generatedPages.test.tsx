// Every page of the built fixture sites (tests/fixtures/builtFixtureSites.ts) draws without an error.
import * as forms from '../../fixtures/forms/generated/index.js';
import * as vetclinic from '../../fixtures/vetclinic/generated/index.js';
import { describeGeneratedPages } from '../support/describeGeneratedPages.js';

describeGeneratedPages('forms', forms);
describeGeneratedPages('vetclinic', vetclinic);
