// Not re-exported from index.ts: only the form validators need ajv-formats, the rest of the runtime should not load it.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isHttpUrl } from './isHttpUrl.js';
import { IMAGE_ADDRESS_FORMAT, isImageAddress } from './isImageAddress.js';

/**
 * What a form's `format` keywords run in the precompiled validators (generated/validators/): ajv-formats' full set,
 * as RJSF's validator adds it, with `uri` narrowed to web addresses and `image-address` (image fields) added, like the runtime validator's customFormats.
 */
export const formFormats = { ...fullFormats, uri: isHttpUrl, [IMAGE_ADDRESS_FORMAT]: isImageAddress };
