import { getOperationCases, getRoleCases, getSecurityCases, isRoleRefused, type CaseContext } from './cases/index.js';
import type { CaseResult, CheckCase, Row } from './CheckCase.js';
import { createAnswerChecker, type CheckResponse } from './createAnswerChecker.js';
import { createCheckSession, type Credentials } from './createCheckSession.js';
import { createRowPool } from './createRowPool.js';
import { getDocumentedOperations, type DocumentedOperation, type OpenApiDocument } from './OpenApiDocument.js';
import type { Transport } from './Transport.js';

export interface ApiCheckerOptions {
  readonly document: OpenApiDocument;
  readonly transport: Transport;
  readonly credentials: Credentials;
  /**
   * Run the success cases that change rows check-api did not create (updates, deletes, moves and transitions of
   * entities without a create operation). Off by default: a team's backend keeps its rows; the contract tests,
   * on a throw-away store, turn it on.
   */
  readonly changeExistingRows?: boolean;
  /**
   * Make rows no documented operation removes, when a case needs one (a site without rows yet, an entity without a
   * delete): they stay, listed in leftBehind. Off by default (an account made so could still sign in); the contract
   * tests, on a throw-away store, turn it on.
   */
  readonly leaveRows?: boolean;
}

export interface ApiChecker {
  readonly operations: readonly DocumentedOperation[];
  /** Signs in through the document's public operation that takes a body (cookie and CSRF header as documented). */
  signIn(): Promise<void>;
  /** Makes a row of the entity through its create operation (removed by cleanUp); undefined when that fails (`failed` hears the answer). */
  createRow(entity: string, failed?: (create: DocumentedOperation, response: CheckResponse) => void): Promise<Row | undefined>;
  /** Runs every case of one operation. */
  checkOperation(operation: DocumentedOperation): Promise<CaseResult[]>;
  /** Removes what the cases made, last made first, through the documented delete and unassign operations. */
  cleanUp(): Promise<CaseResult[]>;
  /** What stays on the server because the document has no operation that removes it. */
  readonly leftBehind: readonly string[];
}

/**
 * The conformance checker behind `admin-gen check-api` and the contract tests: from an OpenAPI document (with
 * admin-gen's `x-admin-gen` operation roles) and a live server only, it builds valid and invalid calls for every
 * operation, on rows it reads or makes, and checks each answer's status and body against the document.
 */
export function createApiChecker(options: ApiCheckerOptions): ApiChecker {
  const { document, transport, credentials } = options;
  const operations = getDocumentedOperations(document);
  const answers = createAnswerChecker(document);
  const session = createCheckSession({ document, operations, transport, credentials });
  const rows = createRowPool({ document, operations, answers, send: session.send, leaveRows: options.leaveRows === true });

  async function run(operation: DocumentedOperation, item: CheckCase): Promise<CaseResult> {
    const result = { operation, name: item.name, expected: item.status };
    if (item.skip !== undefined || !item.request) return { ...result, outcome: 'skip', problems: [item.skip ?? 'no request'] };
    const response = await rows.sendVersioned(item.request);
    const problems: string[] = [];
    if (!item.status.includes(response.status)) problems.push(`expected ${item.status.join(' or ')}, got ${response.status} ${response.body.slice(0, 300)}`);
    else if (item.field !== undefined && ![item.field].flat().includes(String((response.data as Row | undefined)?.field))) problems.push(`the ${response.status} names ${JSON.stringify((response.data as Row | undefined)?.field)}, not ${[item.field].flat().join(' or ')}`);
    problems.push(...answers.checkAnswer(operation, response));
    if (response.status < 300 && item.request.body !== undefined) problems.push(...answers.checkRequestBody(operation, item.request.body));
    rows.noteChanges(operation, item.request, response);
    return { ...result, got: response.status, outcome: problems.length === 0 ? 'ok' : 'fail', problems };
  }

  return {
    operations,
    leftBehind: rows.leftBehind,
    signIn: () => session.signIn(),
    createRow: (entity, failed) => rows.makeRow(entity, {}, failed),
    async checkOperation(operation) {
      // A row the cases need but could not make is a failed set-up case of this operation, reported before its cases.
      const setupFailures: CaseResult[] = [];
      const context: CaseContext = {
        document,
        operations,
        session,
        rows,
        changeExistingRows: options.changeExistingRows === true,
        leaveRows: options.leaveRows === true,
        makeRow: (entity, set) =>
          rows.makeRow(entity, set, (create, response) => {
            setupFailures.push({ operation, name: `set-up: make a ${entity} row through ${create.id}`, expected: [201], got: response.status, outcome: 'fail', problems: [`expected 201, got ${response.status} ${response.body.slice(0, 300)}`] });
          }),
      };
      // An operation the account's roles may not call: its cases would only meet the 403, so that is the case.
      const roles = session.roles;
      const cases = roles !== undefined && isRoleRefused(operation, roles) ? await getRoleCases(operation, roles, rows) : await getOperationCases(operation, context);
      const results: CaseResult[] = [...setupFailures];
      for (const item of [...getSecurityCases(operation, cases, rows), ...cases]) results.push(await run(operation, item));
      return results;
    },
    cleanUp: () => rows.cleanUp(),
  };
}
