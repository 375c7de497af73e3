import type { JsonSchema } from './JsonSchema.js';

/** The media type that declares a field an image's address (`contentMediaType`). */
export const IMAGE_MEDIA_TYPE = 'image/*';

/** Whether a field's schema declares an image: forms upload it with a preview, grids and views show it. */
export function isImageSchema(schema: JsonSchema | undefined): boolean {
  return schema?.contentMediaType === IMAGE_MEDIA_TYPE;
}
