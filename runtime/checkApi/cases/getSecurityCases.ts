import { BUILTIN_OPERATION_IDS } from '../../shared/index.js';
import type { CheckCase } from '../CheckCase.js';
import type { RowPool } from '../createRowPool.js';
import type { DocumentedOperation } from '../OpenApiDocument.js';

// The session's own operations state their signed-out answers among their cases.
const OWN_SESSION_CASES: ReadonlySet<string> = new Set([BUILTIN_OPERATION_IDS.session, BUILTIN_OPERATION_IDS.signOut]);

/** Without a session every operation but sign-in is a 401; a state-changing one without the CSRF header a 403. */
export function getSecurityCases(operation: DocumentedOperation, cases: readonly CheckCase[], rows: RowPool): CheckCase[] {
  if (operation.security === 'public' || OWN_SESSION_CASES.has(operation.id)) return [];
  const base = cases.find((item) => item.request && !item.request.as)?.request ?? { method: operation.method, url: rows.fill(operation) };
  return [
    { name: 'without a session', request: { ...base, as: 'none' }, status: [401] },
    ...(operation.security === 'csrf' ? [{ name: 'without the CSRF token', request: { ...base, as: 'noCsrf' as const }, status: [403] }] : []),
  ];
}
