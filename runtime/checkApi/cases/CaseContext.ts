import type { CheckCase, Row } from '../CheckCase.js';
import type { CheckSession } from '../createCheckSession.js';
import type { RowPool } from '../createRowPool.js';
import type { DocumentedOperation, EntityOperation, OpenApiDocument } from '../OpenApiDocument.js';

/** What a case factory reads and uses: the document, the session, the shared rows. */
export interface CaseContext {
  readonly document: OpenApiDocument;
  readonly operations: readonly DocumentedOperation[];
  readonly session: CheckSession;
  readonly rows: RowPool;
  /** Whether cases may change rows check-api did not make (ApiCheckerOptions.changeExistingRows). */
  readonly changeExistingRows: boolean;
  /** Whether check-api may make rows no operation removes (ApiCheckerOptions.leaveRows). */
  readonly leaveRows: boolean;
  /** Makes a row for the operation's cases; a create that fails is reported as a failed set-up case of the operation. */
  makeRow(entity: string, set?: Row): Promise<Row | undefined>;
}

/** The cases of one operation. */
export type CaseFactory = (operation: DocumentedOperation, context: CaseContext) => CheckCase[] | Promise<CheckCase[]>;

/** The cases of an operation that serves an entity endpoint of one kind. */
export type EndpointCaseFactory = (operation: EntityOperation, context: CaseContext) => CheckCase[] | Promise<CheckCase[]>;
