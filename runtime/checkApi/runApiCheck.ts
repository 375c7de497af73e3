import type { CaseResult } from './CheckCase.js';
import { CheckUsageError } from './CheckUsageError.js';
import { createApiChecker, type ApiCheckerOptions } from './createApiChecker.js';
import type { DocumentedOperation } from './OpenApiDocument.js';

export interface ApiCheckResult {
  readonly operations: readonly DocumentedOperation[];
  /** Every case of every operation, in the document's order, then the clean-up. */
  readonly results: readonly CaseResult[];
  readonly leftBehind: readonly string[];
}

export interface RunApiCheckOptions extends ApiCheckerOptions {
  /** Check only these operations (by operationId); default all. */
  readonly only?: readonly string[];
}

/** Signs in, checks every operation of the document (or the chosen ones), removes what it made; throws CheckUsageError when sign-in fails or an operation is unknown. */
export async function runApiCheck(options: RunApiCheckOptions, onResult: (result: CaseResult) => void = () => {}): Promise<ApiCheckResult> {
  const checker = createApiChecker(options);
  const unknown = (options.only ?? []).filter((id) => !checker.operations.some((operation) => operation.id === id));
  if (unknown.length > 0) throw new CheckUsageError(`no operation ${unknown.join(', ')} in the document; expected operationIds such as ${checker.operations.slice(0, 3).map((operation) => operation.id).join(', ')}`);
  const operations = options.only ? checker.operations.filter((operation) => options.only!.includes(operation.id)) : checker.operations;
  await checker.signIn();
  const results: CaseResult[] = [];
  try {
    for (const operation of operations) {
      for (const result of await checker.checkOperation(operation)) {
        results.push(result);
        onResult(result);
      }
    }
  } finally {
    for (const result of await checker.cleanUp()) {
      results.push(result);
      onResult(result);
    }
  }
  return { operations, results, leftBehind: checker.leftBehind };
}
