// Stage 3, normalize: checked schemas to the model (every default filled in) that the emitters and the runtime read.
export { normalize, normalizeApp, normalizeEntity, DEFAULT_DELETE_CONFIRM } from './normalize.js';
