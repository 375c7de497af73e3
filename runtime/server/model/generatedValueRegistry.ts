import type { GeneratedValueKind } from '../../shared/index.js';
import { createProductKey } from './createProductKey.js';

/** One generator per GeneratedValueKind; a kind added to GENERATED_VALUE_KINDS without one fails `tsc`. */
export const generatedValueRegistry: Record<GeneratedValueKind, () => string> = {
  productKey: createProductKey,
};
