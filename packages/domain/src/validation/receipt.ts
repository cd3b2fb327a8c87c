/** Receipt upload (spec 5): file and payment date required (a day from 2000-01-01 to today); types pdf, jpg, jpeg, png. */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { RECEIPT_EARLIEST_PAYMENT_DATE } from '../constants';
import { todayISO } from '../dates';
import { MSG } from '../messages';
import { checkFileMeta, FILE_RULES } from './files';
import { isValidDateOnly, noControlCharacters, nullToUndefined } from './helpers';

function looksLikeFileMeta(v: unknown): v is { name: string; size: number } {
  return typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string' &&
    typeof (v as { size?: unknown }).size === 'number';
}

/**
 * dekont_dosyasi: any non-empty value (a browser File, or the server's parsed part); when it has
 * name and size, FILE_RULES.receipt is checked too. Object without refinements: the server may
 * `.omit({ dekont_dosyasi: true })` and check the part itself.
 */
export const ZReceiptUploadSchema = z.object({
  dekont_dosyasi: z
    .custom<unknown>((v) => v !== undefined && v !== null && v !== '', { error: MSG.receipt.fileRequired })
    .superRefine((v, ctx) => {
      if (!looksLikeFileMeta(v)) return;
      const message = checkFileMeta(FILE_RULES.receipt, v);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  odeme_tarihi: noControlCharacters(z.string({ error: MSG.receipt.dateRequired }).trim().min(1, MSG.receipt.dateRequired)).superRefine((d, ctx) => {
    if (d === '') return;
    if (!isValidDateOnly(d)) return void ctx.addIssue({ code: 'custom', message: MSG.dates.invalid });
    // A rent receipt is paid on a day that has come (Istanbul's today, read at parse time) and not
    // before the programme's records start.
    if (d < RECEIPT_EARLIEST_PAYMENT_DATE) ctx.addIssue({ code: 'custom', message: MSG.receipt.dateTooEarly });
    else if (d > todayISO(DateTime.now())) ctx.addIssue({ code: 'custom', message: MSG.receipt.dateInFuture });
  }),
  aciklama: z.preprocess(
    nullToUndefined,
    noControlCharacters(z.string().trim(), { multiline: true }).max(1000, MSG.receipt.descriptionTooLong).optional(),
  ),
});
export type ReceiptUploadInput = z.input<typeof ZReceiptUploadSchema>;
