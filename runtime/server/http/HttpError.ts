import type { ErrorResponse } from '../../shared/index.js';

type ErrorDetail = NonNullable<ErrorResponse['details']>[number];

/** An error that becomes a JSON `{ error, field?, details? }` response with its status code. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly details: readonly ErrorDetail[] | undefined;

  constructor(statusCode: number, message: string, field?: string, details?: readonly ErrorDetail[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
    this.details = details;
  }

  /** The response body. */
  toResponse(): ErrorResponse {
    return {
      error: this.message,
      ...(this.field !== undefined && { field: this.field }),
      ...(this.details !== undefined && { details: this.details }),
    };
  }
}

/** A 400 naming the field at fault. */
export function badRequest(message: string, field?: string, details?: readonly ErrorDetail[]): HttpError {
  return new HttpError(400, message, field, details);
}
