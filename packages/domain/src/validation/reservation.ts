/** Reservation create/update (spec 5): required fields, then the slot rules of validateReservationTimes. */
import { z } from 'zod';
import { DateTime } from 'luxon';
import type { DateInput } from '../dates';
import { MSG } from '../messages';
import { validateReservationTimes } from '../slots';
import { noControlCharacters, nullToUndefined, zId } from './helpers';

const required = MSG.reservation.requiredFields;

/**
 * `now` is read at parse time (default: the clock). Overlap with approved reservations is not part
 * of the schema (it needs the database): pass them to validateReservationTimes in the service.
 */
export function makeReservationSchema(options: { now?: () => DateInput } = {}) {
  const now = options.now ?? (() => DateTime.now());
  return z
    .object({
      kaynak: zId(required),
      basvuru: zId(required),
      baslangic: noControlCharacters(z.string({ error: required }).trim().min(1, required)),
      bitis: noControlCharacters(z.string({ error: required }).trim().min(1, required)),
      aciklama: z.preprocess(
        nullToUndefined,
        noControlCharacters(z.string().trim(), { multiline: true }).max(1000, MSG.reservation.descriptionTooLong).optional(),
      ),
    })
    .superRefine((v, ctx) => {
      if (typeof v.baslangic !== 'string' || typeof v.bitis !== 'string' || !v.baslangic || !v.bitis) return;
      for (const issue of validateReservationTimes({ baslangic: v.baslangic, bitis: v.bitis, now: now() })) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
      }
    });
}

export const ZReservationSchema = makeReservationSchema();
export type ReservationInput = z.input<typeof ZReservationSchema>;
export type ReservationData = z.output<typeof ZReservationSchema>;
