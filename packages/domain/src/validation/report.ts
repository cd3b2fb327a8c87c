/** New report (spec 5). `today` is a parameter so the server and the client agree on "the future". */
import { z } from 'zod';
import { DateTime } from 'luxon';
import { REPORT_SUMMARY_MAX, REPORT_SUMMARY_MIN, TIME_ZONE } from '../constants';
import { todayISO } from '../dates';
import { MSG } from '../messages';
import { firstFailure, isValidDateOnly, noControlCharacters, zId, type OrderedRule } from './helpers';

const SUMMARY_RULES: ReadonlyArray<OrderedRule<string>> = [
  [(s) => s.length > 0, MSG.report.summaryRequired],
  [(s) => s.length >= REPORT_SUMMARY_MIN, MSG.report.summaryMin],
  [(s) => s.length <= REPORT_SUMMARY_MAX, MSG.report.summaryMax],
];

/** Summary: required, 10..5000 characters after trimming; first failure only. */
export const ZReportSummarySchema = noControlCharacters(z.string({ error: MSG.report.summaryRequired }).trim(), { multiline: true }).superRefine((s, ctx) => {
  const message = firstFailure(s, SUMMARY_RULES);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** Period start: required 'YYYY-MM-DD', not after `today` (Istanbul date, 'YYYY-MM-DD'). */
export function makeReportStartSchema(today: string | (() => string)) {
  return z
    .string({ error: MSG.report.startRequired })
    .trim()
    .superRefine((d, ctx) => {
      if (d === '') return void ctx.addIssue({ code: 'custom', message: MSG.report.startRequired });
      if (!isValidDateOnly(d)) return void ctx.addIssue({ code: 'custom', message: MSG.dates.invalid });
      const t = typeof today === 'function' ? today() : today;
      if (d > t) ctx.addIssue({ code: 'custom', message: MSG.report.startInFuture });
    });
}

/**
 * POST raporlar/ fields (the attachment is checked with FILE_RULES.report / checkFileMeta).
 * basvuru_id: 'Başvuru ID bulunamadı.' when missing. Object without refinements, so `.omit({ basvuru_id: true })`
 * gives the client form.
 */
export function makeReportCreateSchema(today: string | (() => string)) {
  return z.object({
    basvuru_id: zId(MSG.report.missingApplicationId),
    donem_baslangic: makeReportStartSchema(today),
    ozet: ZReportSummarySchema,
  });
}

/** The same schema reading today's Istanbul date at parse time. */
export const ZReportCreateSchema = makeReportCreateSchema(() => todayISO(DateTime.now()));
export type ReportCreateInput = z.input<typeof ZReportCreateSchema>;
export type ReportCreateData = z.output<typeof ZReportCreateSchema>;

/**
 * THE rule for a report's period end (the client sends only the start, spec 7): the last day of the
 * start date's calendar month, 'YYYY-MM-DD' -> 'YYYY-MM-DD' ('2025-02-10' -> '2025-02-28',
 * '2024-02-01' -> '2024-02-29', '2025-12-31' -> '2025-12-31'). A report covers the month it starts
 * in; the end is never before the start. Throws on an invalid date (validate with
 * makeReportStartSchema first).
 */
export function reportPeriodEnd(donemBaslangic: string): string {
  if (!isValidDateOnly(donemBaslangic)) throw new RangeError(`invalid report start date: ${donemBaslangic}`);
  return DateTime.fromISO(donemBaslangic, { zone: TIME_ZONE }).endOf('month').toISODate()!;
}
