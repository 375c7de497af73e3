export { createEntityRegistry } from './createEntityRegistry.js';
export type { EntityRegistry, IncomingReference } from './createEntityRegistry.js';
export { toFieldValue } from './toFieldValue.js';
export { addServerFields } from './addServerFields.js';
export { createLicenseKey, isLicenseKey } from './createLicenseKey.js';
export { generatedValueRegistry } from './generatedValueRegistry.js';
export { fillCreatesTemplate, getCreatesTemplateSources, roundToCents } from './fillCreatesTemplate.js';
export { getRowDisplay } from './getRowDisplay.js';
