export { registerUploads } from './registerUploads.js';
export type { UploadResult, UploadSignature, UploadsOptions } from './registerUploads.js';
export { getUploadSecret } from './getUploadSecret.js';
export { sanitizeFileName, toSafeKeyName } from './sanitizeFileName.js';
export { sniffUploadType } from './sniffUploadType.js';
export type { SniffResult, UploadType } from './sniffUploadType.js';
export { readSignedPolicy, signUploadPolicy } from './signUploadPolicy.js';
export type { UploadPolicy } from './signUploadPolicy.js';
