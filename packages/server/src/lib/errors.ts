// The errors services and routes throw: each carries its HTTP status and its DRF-shaped body
// ({"detail": ...} or {"field": ["message"]}); the errors plugin is the one place that sends them.
// Services import this file, never plugins/.
import { MSG } from '@portal/domain';

export const API_MESSAGES = {
  notFound: 'Bulunamadı.',
  serverError: MSG.common.serverError,
  malformedJson: 'Geçersiz JSON gövdesi.',
  tooLarge: 'İstek gövdesi çok büyük.',
  unsupportedMedia: 'Desteklenmeyen içerik türü.',
  invalid: 'Geçersiz istek.',
  invalidValue: 'Geçersiz değer.',
  notAnObject: 'Geçersiz veri: bir JSON nesnesi bekleniyordu.',
  required: MSG.common.required,
  notAuthenticated: 'Kimlik doğrulama bilgileri sağlanmadı.',
  forbidden: MSG.permission.forbidden,
} as const;

/** A 4xx the route decided on; `body` is sent as is (DRF shape). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
  static detail(statusCode: number, detail: string, extra: Record<string, unknown> = {}) {
    return new ApiError(statusCode, { detail, ...extra });
  }
  static fields(fields: Record<string, string | string[]>) {
    const body: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(fields)) body[k] = Array.isArray(v) ? v : [v];
    return new ApiError(400, body);
  }
  static notFound() {
    return ApiError.detail(404, API_MESSAGES.notFound);
  }
  static forbidden(detail: string = API_MESSAGES.forbidden) {
    return ApiError.detail(403, detail);
  }
}

export type Issue = { path?: PropertyKey[]; instancePath?: string; message?: string; code?: string; params?: Record<string, unknown> };

/** zod's own English wording, for a rule no schema gave a Turkish message (a wrong type, say). */
const isZodDefaultMessage = (m: string | undefined) => m !== undefined && /^(Invalid( input)?|Too (big|small)|Unrecognized key)/.test(m);

/** Zod issues -> {field: [messages]}; issues about the whole body go to non_field_errors; zod's English defaults become Turkish. */
export function issuesToFields(issues: readonly Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const first = issue.path?.length ? String(issue.path[0]) : (issue.instancePath ?? '').split('/')[1];
    const field = first || 'non_field_errors';
    const message =
      issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '')
        ? API_MESSAGES.required
        : isZodDefaultMessage(issue.message)
          ? field === 'non_field_errors' && issue.code === 'invalid_type'
            ? API_MESSAGES.notAnObject
            : API_MESSAGES.invalidValue
          : issue.message || API_MESSAGES.invalid;
    // Two checks with one message (a pattern and a format, say) say it once.
    if (!(out[field] ??= []).includes(message)) out[field].push(message);
  }
  return out;
}
