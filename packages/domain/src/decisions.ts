// Staff decisions on applications, reports, reservations and receipts: a rejection always carries
// its reason (kept in the object's history and sent to the person in the decision letter), and
// staff may decide many waiting records at once with one note (POST admin/<noun>/toplu-durum/).
import { z } from 'zod';
import { GECMIS_NOT_MAX } from './contracts/gecmis';
import {
  BASVURU_DURUM_META,
  DEKONT_DURUM_META,
  QUICK_DECISION_FROM,
  QUICK_DECISION_TO,
  RAPOR_DURUM_META,
  REZERVASYON_DURUM_META,
  type QuickDecisionKind,
  type StatusMeta,
} from './status';
import { MSG } from './messages';
import { MAX_ID, zOptionalText } from './validation/helpers';

/** The status that rejects, per decided kind: setting it needs a reason. */
export const RED_DURUMU = {
  basvuru: 'RED',
  rapor: 'RED',
  rezervasyon: 'RED',
  dekont: 'REDDEDILDI',
} as const satisfies { [K in QuickDecisionKind]: (typeof QUICK_DECISION_TO)[K]['reject'] };

/** Whether `durum` rejects a record of `kind`. */
export function isRejection(kind: QuickDecisionKind, durum: string | null | undefined): boolean {
  return typeof durum === 'string' && durum.toUpperCase() === RED_DURUMU[kind];
}

/** The most records one bulk decision may name. */
export const TOPLU_KARAR_MAX = 100;

export const KARAR_MESSAGES = {
  /** A rejection without its reason (on `not`). */
  reasonRequired: 'Red gerekçesi gereklidir. Kaydın sahibi bu gerekçeyi bildirimde ve e-postada görür.',
  bulkEmpty: 'En az bir kayıt seçin.',
  bulkTooMany: `Bir seferde en çok ${TOPLU_KARAR_MAX} kayıt karara bağlanabilir.`,
  bulkDuplicate: 'Aynı kayıt birden fazla kez seçilmiş.',
  bulkInvalidId: 'Geçersiz kayıt kimliği.',
  /** A bulk decision's status must be the approve or reject of its kind. */
  bulkInvalidStatus: 'Toplu kararda yalnızca onay veya red verilebilir.',
  /** One record of a bulk decision that could not be decided (on `ids`). */
  bulkItemFailed: (id: number, reason: string) => `#${id}: ${reason}`,
  bulkNotFound: 'Kayıt bulunamadı.',
  /** The record is no longer waiting for a decision. */
  bulkNotWaiting: (current: string, waiting: string) =>
    `Durumu “${current}”; yalnızca “${waiting}” durumundaki kayıtlar toplu olarak karara bağlanabilir.`,
} as const;

/** The note of a status change (a rejection's reason): optional, trimmed, at most GECMIS_NOT_MAX characters. */
export const zKararNotu = () => zOptionalText(GECMIS_NOT_MAX, MSG.profile.tooLong(GECMIS_NOT_MAX), { multiline: true });

/**
 * The refinement every status change of `kind` goes through: a rejection without a reason is a
 * 400 on `not`. The same rule serves the single change, the bulk one and the dialogs' forms.
 */
export function requireReasonOnReject(kind: QuickDecisionKind) {
  return (value: { durum: string; not?: string | undefined }, ctx: z.RefinementCtx) => {
    if (isRejection(kind, value.durum) && !value.not) ctx.addIssue({ code: 'custom', path: ['not'], message: KARAR_MESSAGES.reasonRequired });
  };
}

const META: Record<QuickDecisionKind, Record<string, StatusMeta>> = {
  basvuru: BASVURU_DURUM_META,
  rapor: RAPOR_DURUM_META,
  rezervasyon: REZERVASYON_DURUM_META,
  dekont: DEKONT_DURUM_META,
};

/** A status of `kind` as a person reads it ('Onaylandı'). */
export const kararDurumEtiketi = (kind: QuickDecisionKind, durum: string): string => META[kind][durum]?.label ?? durum;

/** The two statuses a bulk decision of `kind` may set: its approve and its reject. */
export function bulkDecisionStatuses<K extends QuickDecisionKind>(kind: K): [(typeof QUICK_DECISION_TO)[K]['approve'], (typeof QUICK_DECISION_TO)[K]['reject']] {
  return [QUICK_DECISION_TO[kind].approve, QUICK_DECISION_TO[kind].reject];
}

/** The status a record must have for a bulk decision (the quick decision's "from"). */
export const bulkDecisionFrom = (kind: QuickDecisionKind): string => QUICK_DECISION_FROM[kind];

const bulkId = z.number({ error: KARAR_MESSAGES.bulkInvalidId }).int(KARAR_MESSAGES.bulkInvalidId).positive(KARAR_MESSAGES.bulkInvalidId).max(MAX_ID, KARAR_MESSAGES.bulkInvalidId);

/**
 * POST admin/<noun>/toplu-durum/ {ids, durum, not}: approve or reject every listed record that is
 * waiting for a decision, in one transaction; a rejection needs its reason.
 */
export function zTopluDurum<K extends QuickDecisionKind>(kind: K) {
  const [approve, reject] = bulkDecisionStatuses(kind);
  return z
    .object({
      ids: z
        .array(bulkId, { error: KARAR_MESSAGES.bulkEmpty })
        .min(1, KARAR_MESSAGES.bulkEmpty)
        .max(TOPLU_KARAR_MAX, KARAR_MESSAGES.bulkTooMany)
        .refine((ids) => new Set(ids).size === ids.length, KARAR_MESSAGES.bulkDuplicate),
      durum: z.enum([approve, reject] as [typeof approve, typeof reject], { error: KARAR_MESSAGES.bulkInvalidStatus }),
      not: zKararNotu(),
    })
    .superRefine(requireReasonOnReject(kind));
}
export type TopluDurumBody<K extends QuickDecisionKind> = z.infer<ReturnType<typeof zTopluDurum<K>>>;

/** The answer of a bulk decision: how many records were decided, and which. */
export const ZTopluDurumSonuc = z.object({ guncellenen: z.number().int(), ids: z.array(z.number().int()) });
export type TopluDurumSonuc = z.infer<typeof ZTopluDurumSonuc>;
