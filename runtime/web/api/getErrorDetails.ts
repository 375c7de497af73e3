import type { ErrorResponse } from '../../shared/index.js';
import { ApiError } from './ApiError.js';

export interface ErrorDetails {
  /** Messages to show beside each field, by field name. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** A message that belongs to no field; null when every message found a field. */
  readonly formError: string | null;
}

/** Splits a failed request's error into per-field messages (the server's `details`/`field`) and a general one. */
export function getErrorDetails(error: unknown): ErrorDetails {
  if (!(error instanceof ApiError)) {
    return { fieldErrors: {}, formError: error instanceof Error ? error.message : String(error) };
  }
  const body = isErrorResponse(error.body) ? error.body : null;
  if (!body) return { fieldErrors: {}, formError: error.message };
  const fieldErrors: Record<string, string[]> = {};
  for (const detail of body.details ?? []) (fieldErrors[detail.field] ??= []).push(detail.message);
  if (body.field && !fieldErrors[body.field]) fieldErrors[body.field] = [body.error];
  return { fieldErrors, formError: Object.keys(fieldErrors).length > 0 ? null : body.error };
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

/** The body the error alert shows after 'Ha ocurrido un error: ': the server's JSON, or the error's message. */
export function getErrorBody(error: unknown): unknown {
  if (error instanceof ApiError) return error.body;
  return { error: error instanceof Error ? error.message : String(error) };
}
