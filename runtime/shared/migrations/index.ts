// Schema migrations as data: the model a site's migrations build, and the steps between two models.
export type * from './DataModel.js';
export { MIGRATIONS_DIR } from './DataModel.js';
export { applyStepToModel, getMigratedModel } from './getMigratedModel.js';
export { getDataModel } from './getDataModel.js';
export { getMigrationFingerprint } from './getMigrationFingerprint.js';
export { toCanonicalJson } from '../toCanonicalJson.js';
