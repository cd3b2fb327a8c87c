// The error catalogue of a new report (spec 8 "Reports"), by status code:
// 400 field errors (donem_baslangic, ozet, ek_dosya) under their fields with 'Form verilerinde hatalar
// var. Lütfen düzeltin.', else non_field_errors, else 'Form verilerinde hata var. ...'; 401, 403, 404,
// 500 their messages; another status 'Hata (status): detail or Bilinmeyen hata'; no answer
// 'İnternet bağlantınızı ...'; anything else 'Rapor oluşturulurken beklenmeyen bir hata oluştu.'
import { getErrorStatus, isNetworkError, readErrorBody } from '@portal/api-client';
import { MSG } from '@portal/domain';

const M = MSG.report;

export const REPORT_FIELDS = ['donem_baslangic', 'ozet', 'ek_dosya'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

export interface ReportSubmitError {
  alert: string;
  fieldErrors: Partial<Record<ReportField, string>>;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function messages(v: unknown): string[] {
  if (typeof v === 'string') return v.trim() === '' ? [] : [v.trim()];
  if (Array.isArray(v)) return v.flatMap(messages);
  return [];
}

export async function reportSubmitError(error: unknown): Promise<ReportSubmitError> {
  const status = getErrorStatus(error);
  if (status === null) {
    return { alert: isNetworkError(error) ? M.networkError : M.unexpectedError, fieldErrors: {} };
  }
  const body = await readErrorBody(error);
  const record = isRecord(body) ? body : {};
  switch (status) {
    case 400: {
      const fieldErrors: Partial<Record<ReportField, string>> = {};
      for (const field of REPORT_FIELDS) {
        const [first] = messages(record[field]);
        if (first !== undefined) fieldErrors[field] = first;
      }
      if (Object.keys(fieldErrors).length > 0) return { alert: M.fieldErrors, fieldErrors };
      const nonField = messages(record.non_field_errors);
      return { alert: nonField.length > 0 ? nonField.join(' ') : M.formError, fieldErrors };
    }
    case 401:
      return { alert: M.sessionExpired, fieldErrors: {} };
    case 403:
      return { alert: M.forbidden, fieldErrors: {} };
    case 404:
      return { alert: M.applicationNotFound, fieldErrors: {} };
    case 500:
      return { alert: M.serverError, fieldErrors: {} };
    default: {
      const [detail] = messages(record.detail);
      return { alert: M.httpError(status, detail ?? null), fieldErrors: {} };
    }
  }
}
