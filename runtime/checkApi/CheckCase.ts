import type { DocumentedOperation } from './OpenApiDocument.js';

/** A request of a case: path and query, a JSON body or a raw one, and which credentials go with it. */
export interface CheckRequest {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly raw?: { readonly payload: string | Buffer; readonly contentType: string };
  readonly headers?: Readonly<Record<string, string>>;
  /** `session` (default): the session cookie and CSRF header; `noCsrf`: the cookie only; `none`: neither. */
  readonly as?: 'session' | 'noCsrf' | 'none';
  /**
   * The If-Match header: the version of this row last seen in an answer (again at the version a 412 names, when the row
   * changed unseen), or this entity tag as it is.
   */
  readonly ifMatch?: { readonly entity: string; readonly id: string } | { readonly tag: string };
}

/** One call and what the document says it must answer: one of the statuses, and for a 400 the field it names. */
export interface CheckCase {
  readonly name: string;
  readonly request?: CheckRequest;
  readonly status: readonly number[];
  /** The field the answer names; several: any one of them (a body that repeats several unique combinations). */
  readonly field?: string | readonly string[];
  /** Why the case is not run (it would change a row check-api did not make, or there is no row to use). */
  readonly skip?: string;
}

/** What one case got: `ok`, `fail` (with the problems) or `skip` (with the reason). */
export interface CaseResult {
  readonly operation: DocumentedOperation;
  readonly name: string;
  readonly expected: readonly number[];
  readonly got?: number;
  readonly outcome: 'ok' | 'fail' | 'skip';
  readonly problems: readonly string[];
}

/** A row as the API answers it. */
export type Row = Record<string, unknown>;

/** An _id no server has: 24 hex digits, the shape admin-gen's ids take. */
export const NO_ID = '0123456789abcdef01234567';

/** An entity tag no row has: admin-gen's versions start at 1. */
export const STALE_TAG = '"0"';
