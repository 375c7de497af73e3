/**
 * The operationIds of admin-gen's own operations (sign-in, the session, uploads, health, saved views), stated once: the contract
 * names its operations with them, and the server and check-api find those operations by them.
 */
export const BUILTIN_OPERATION_IDS = {
  signIn: 'login',
  signOut: 'logout',
  session: 'getSession',
  upload: 'uploadFile',
  uploadedFile: 'getUploadedFile',
  uploadSignature: 'getUploadSignature',
  health: 'getHealth',
  readiness: 'getReadiness',
  listViews: 'listViews',
  createView: 'createView',
  updateView: 'updateView',
  deleteView: 'deleteView',
  setDefaultView: 'setDefaultView',
} as const;

export type BuiltinOperationId = (typeof BUILTIN_OPERATION_IDS)[keyof typeof BUILTIN_OPERATION_IDS];
