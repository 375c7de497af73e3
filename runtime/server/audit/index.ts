export { AUDIT_ACTIONS } from './AuditEntry.js';
export type { AuditAction, AuditChange, AuditChanges, AuditEntryInput, AuditLabel, DeletedRows } from './AuditEntry.js';
export { addAuditLabels } from './addAuditLabels.js';
export { createAuditEntry } from './createAuditEntry.js';
export { getAuditChanges, isSameValue, maskSecret } from './getAuditChanges.js';
export { getDeleteAuditEntries } from './getDeleteAuditEntries.js';
export type { DeleteAuditRoot } from './getDeleteAuditEntries.js';
export { writeAuditEntries } from './writeAuditEntries.js';
