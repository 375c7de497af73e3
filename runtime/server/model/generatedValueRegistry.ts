import type { GeneratedValueKind } from '../../shared/index.js';
import { createLicenseKey } from './createLicenseKey.js';

/** One generator per GeneratedValueKind; a kind added to GENERATED_VALUE_KINDS without one fails `tsc`. */
export const generatedValueRegistry: Record<GeneratedValueKind, () => string> = {
  licenseKey: createLicenseKey,
};
