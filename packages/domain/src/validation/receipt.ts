/** Receipt upload (spec 5): file and payment date required; types pdf, jpg, jpeg, png. */
import { z } from 'zod';
import { MSG } from '../messages';
import { checkFileMeta, FILE_RULES } from './files';
import { isValidDateOnly, noControlCharacters } from './helpers';

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
  odeme_tarihi: noControlCharacters(z.string({ error: MSG.receipt.dateRequired }).trim().min(1, MSG.receipt.dateRequired))
    .refine((d) => d === '' || isValidDateOnly(d), MSG.dates.invalid),
  aciklama: z.preprocess(
    (v) => (v === null ? undefined : v),
    noControlCharacters(z.string().trim(), { multiline: true }).max(1000, MSG.receipt.descriptionTooLong).optional(),
  ),
});
export type ReceiptUploadInput = z.input<typeof ZReceiptUploadSchema>;
