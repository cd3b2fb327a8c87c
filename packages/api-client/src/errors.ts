// Error helpers: read status and parsed body from ky's HTTPError, and the spec's error-text order
// (spec 8 "Submit error text order").
import { HTTPError } from 'ky';

/** A ky HTTPError whose response body was parsed by the client's beforeError hook. */
export interface ApiError extends HTTPError {
  /** HTTP status of the response. */
  status: number;
  /** Parsed JSON body; the raw text when it is not JSON; null when empty. */
  body: unknown;
  /** The server's id of the request (X-Request-Id): error panels show it, so a user can quote it. */
  requestId: string | null;
}

/** True for ky's HTTPError (an HTTP response with a non-2xx status). */
export function isHttpError(error: unknown): error is HTTPError {
  if (error instanceof HTTPError) return true;
  // A second copy of ky (should not happen with Module Federation singletons) fails instanceof.
  return (
    error instanceof Error &&
    error.name === 'HTTPError' &&
    typeof (error as { response?: { status?: unknown } }).response?.status === 'number'
  );
}

/** True for an HTTPError that went through the client's hooks (status and body attached). */
export function isApiError(error: unknown): error is ApiError {
  return isHttpError(error) && 'body' in error && typeof (error as { status?: unknown }).status === 'number';
}

/** Parse a response body: JSON when it parses, otherwise the text; null when empty. */
export async function parseBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return null;
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Attach `status` and the parsed `body` to an HTTPError (used as ky's beforeError hook). */
export async function toApiError(error: HTTPError): Promise<ApiError> {
  if (isApiError(error)) return error;
  const body = await parseBody(error.response);
  return Object.assign(error, { status: error.response.status, body, requestId: error.response.headers.get('x-request-id') });
}

/** The HTTP status of an error, or null when it is not an HTTP error. */
export function getErrorStatus(error: unknown): number | null {
  return isHttpError(error) ? error.response.status : null;
}

/** The parsed response body of an HTTP error (reads the body when no hook attached it yet). */
export async function readErrorBody(error: unknown): Promise<unknown> {
  if (isApiError(error)) return error.body;
  if (isHttpError(error)) return (await toApiError(error)).body;
  return undefined;
}

/**
 * True when the request never got an answer: fetch rejects with a TypeError when the network is
 * down, and the browser may already know it is offline.
 */
export function isNetworkError(error: unknown): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  if (nav?.onLine === false) return true;
  return error instanceof TypeError;
}

const FIELD_EXCLUDED = new Set(['detail', 'non_field_errors']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every message in a DRF error value (string, list, nested serializer errors), in order. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  return [];
}

/** A text body worth showing: not empty and not an HTML error page from a proxy. */
function plainText(value: string): string | null {
  const text = value.trim();
  if (text === '' || text.startsWith('<')) return null;
  return text;
}

function textFromBody(body: unknown): string | null {
  if (typeof body === 'string') return plainText(body);
  if (Array.isArray(body)) {
    const messages = messagesOf(body);
    return messages.length > 0 ? messages.join(' ') : null;
  }
  if (!isRecord(body)) return null;

  const detail = messagesOf(body.detail);
  if (detail.length > 0) return detail.join(' ');

  const nonField = messagesOf(body.non_field_errors);
  if (nonField.length > 0) return nonField.join(' ');

  const fields = Object.entries(body)
    .filter(([key]) => !FIELD_EXCLUDED.has(key))
    .flatMap(([, value]) => messagesOf(value));
  if (fields.length > 0) return fields.join(' ');
  return null;
}

/**
 * The text to show for a failed submit (spec 8): server `detail`; `non_field_errors` joined by a
 * space; the other fields' messages joined by a space; a plain-string body; the error's message;
 * `fallback`.
 *
 * Accepts an error (an ApiError's parsed body is used) or a response body. The message of a ky
 * HTTPError is transport detail in English ("Request failed with status code ...") and is skipped.
 */
export function extractErrorText(errorOrBody: unknown, fallback: string): string {
  if (errorOrBody instanceof Error) {
    if (isHttpError(errorOrBody)) {
      const body = isApiError(errorOrBody) ? errorOrBody.body : undefined;
      return textFromBody(body) ?? fallback;
    }
    const fromBody = textFromBody((errorOrBody as { body?: unknown }).body);
    if (fromBody) return fromBody;
    const message = errorOrBody.message.trim();
    return message !== '' ? message : fallback;
  }
  return textFromBody(errorOrBody) ?? fallback;
}

/**
 * Per-field messages to show under form fields: `{ field: firstMessage }` for every key of a DRF
 * error body except `non_field_errors` and `detail`. Accepts an ApiError or a body.
 */
export function extractFieldErrors(errorOrBody: unknown): Record<string, string> {
  const body = isApiError(errorOrBody) ? errorOrBody.body : errorOrBody;
  const result: Record<string, string> = {};
  if (!isRecord(body)) return result;
  for (const [field, value] of Object.entries(body)) {
    if (FIELD_EXCLUDED.has(field)) continue;
    const [first] = messagesOf(value);
    if (first !== undefined) result[field] = first;
  }
  return result;
}
