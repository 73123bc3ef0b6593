/**
 * Error responses in GoTrue's two wire formats (supabase/auth internal/api/errors.go
 * `HandleResponseError`, apierrors/apierrors.go `HTTPError`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { sendJson } from './respond';

/** An error the API answers with a status, a GoTrue error code and a message. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

/** GoTrue's `WeakPasswordError`: always 422, with the failed rules in `weak_password.reasons`. */
export class WeakPasswordError extends AuthApiError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, 'weak_password', message);
    this.name = 'WeakPasswordError';
  }
}

export const badRequest = (code: string, message: string): AuthApiError =>
  new AuthApiError(400, code, message);
export const forbidden = (code: string, message: string): AuthApiError =>
  new AuthApiError(403, code, message);
export const notFound = (code: string, message: string): AuthApiError =>
  new AuthApiError(404, code, message);
export const unprocessable = (code: string, message: string): AuthApiError =>
  new AuthApiError(422, code, message);

/** A request GoTrue would serve but this local service deliberately does not (400). */
export const unsupported = (what: string): AuthApiError =>
  badRequest('validation_failed', `${what} is not supported by the local auth service`);

const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * The API version the client asked for (apiversions.go `DetermineClosestAPIVersion`): any
 * valid date on or after 2024-01-01 selects the 2024-01-01 format; anything else, including
 * a malformed header, falls back to the initial (legacy) format.
 */
function requestedApiVersion(req: IncomingMessage): '2024-01-01' | null {
  const raw = req.headers[API_VERSION_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  // Reject dates like 2024-02-31 that Date would roll over, as Go's time.Parse does.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return null;
  return value >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

const UNEXPECTED_MESSAGE = 'Unexpected failure, please check server logs for more information';

/** Writes `error` in the format the request asked for. Unknown errors become a generic 500. */
export function sendError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  let apiError: AuthApiError;
  if (error instanceof AuthApiError) {
    apiError = error;
  } else {
    // Never leak internals to the client; the operator reads the cause on stderr.
    console.error('[auth] unexpected error:', error);
    apiError = new AuthApiError(500, 'unexpected_failure', UNEXPECTED_MESSAGE);
  }

  if (res.headersSent) {
    res.end();
    return;
  }

  const version = requestedApiVersion(req);
  if (version) res.setHeader(API_VERSION_HEADER, version);

  if (apiError instanceof WeakPasswordError) {
    // errors.go handleResponseErrorWeakPassword: only the legacy branch sets x-sb-error-code.
    if (version) {
      sendJson(res, 422, {
        code: apiError.code,
        message: apiError.message,
        weak_password: { reasons: apiError.reasons },
      });
    } else {
      res.setHeader('x-sb-error-code', apiError.code);
      sendJson(res, 422, {
        code: 422,
        error_code: apiError.code,
        msg: apiError.message,
        weak_password: { reasons: apiError.reasons },
      });
    }
    return;
  }

  res.setHeader('x-sb-error-code', apiError.code);
  if (version) {
    sendJson(res, apiError.status, { code: apiError.code, message: apiError.message });
  } else {
    sendJson(res, apiError.status, {
      code: apiError.status,
      error_code: apiError.code,
      msg: apiError.message,
    });
  }
}
