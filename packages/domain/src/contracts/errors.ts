// The error answers of the API, in the shapes the client reads (Django REST framework's): a refusal
// with a `detail` sentence (401, 403, 404, 409, 413, 415, 429 and some 400s; some carry more keys,
// e.g. SimpleJWT's `code` and `messages`), or field errors, `{"field": ["message", ...]}` (400).
// The OpenAPI document declares them on every route that can answer them.
import { z } from 'zod';

export const ZApiDetailError = z.looseObject({ detail: z.string() });
export const ZApiFieldErrors = z.record(z.string(), z.array(z.string()));
export const ZApiError = z.union([ZApiDetailError, ZApiFieldErrors]);

/** An error status a route can answer with. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

export const API_ERROR_DESCRIPTIONS: Record<ApiErrorStatus, string> = {
  400: 'Invalid request: field errors {"field": ["message"]} or {"detail": "..."}',
  401: 'Not signed in, or the access token is invalid or expired',
  403: 'Signed in without the role this route needs',
  404: 'No such object, or not one the caller may see',
  409: 'The object is not in a state that allows this',
  413: 'The request body or file is too large',
  415: 'Unsupported content type',
  429: 'Too many attempts; Retry-After says when to try again',
};
