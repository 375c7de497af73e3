// Settings read once from the environment and validated; parsers of the ones with their own syntax.
export { loadSettings } from './loadSettings.js';
export type { S3Settings, Settings } from './loadSettings.js';
export { parsePort } from './parsePort.js';
export { parseTrustProxy, toFastifyTrustProxy } from './parseTrustProxy.js';
export type { TrustProxy } from './parseTrustProxy.js';
