import type { CaseFactory } from './CaseContext.js';

/** An operation check-api knows nothing else about: one plain call when it needs no input, answered with a documented success. */
export const getPlainCallCases: CaseFactory = (operation) => {
  const needsInput = (operation.operation.parameters ?? []).some((parameter) => parameter.required) || operation.operation.requestBody !== undefined;
  if (needsInput) return [{ name: 'a call', status: [], skip: 'check-api knows no input for this operation' }];
  const successes = Object.keys(operation.operation.responses).filter((status) => /^2\d\d$/.test(status)).map(Number);
  const signedOut = operation.security === 'public';
  return [{ name: signedOut ? 'without a session' : 'a plain call', request: { method: operation.method, url: operation.path, ...(signedOut && { as: 'none' as const }) }, status: successes }];
};
