// Notifications: emitting an event (called by the other modules' services inside the transaction of
// their change, so a rolled-back change notifies nobody), and the recipient's reads and marks.
import {
  BILDIRIM_MESSAGES,
  BILDIRIM_TURU_META,
  bildirimMetni,
  bildirimTurleriOf,
  type Bildirim,
  type BildirimKisi,
  type BildirimParams,
  type BildirimTercihGuncelle,
  type BildirimTercihleri,
  type OlayTuru,
} from '@portal/domain';
import { ApiError } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { NOTIFICATION_REGISTRY } from './registry';
import { insertNotificationBatch, insertNotifications, markRead, preferenceRows, savePreferences, userHasEmail, type NotificationRow } from './repository';
import { isoIstanbul } from '../../lib/dates';

/**
 * The event `tur` happened to the object `id`: the registry picks the recipients and parameters;
 * each recipient gets a notification, and an e-mail in the outbox when they want one. Call it in
 * the transaction of the change, after the change. Returns the new notifications' ids.
 */
export async function notify(tx: Tx, tur: OlayTuru, id: number, extra?: DecisionExtra): Promise<number[]> {
  const delivery = await (NOTIFICATION_REGISTRY[tur] as (tx: Tx, id: number) => Promise<{ recipients: number[]; params: object; perRecipient?: Map<number, object> } | null>)(tx, id);
  if (!delivery) return [];
  const recipients = [...new Set(delivery.recipients)];
  const params = { ...delivery.params, ...extra } as Record<string, unknown>;
  const { perRecipient } = delivery;
  if (perRecipient) return insertNotificationBatch(tx, tur, recipients.map((alici_id) => ({ alici_id, params: { ...params, ...perRecipient.get(alici_id) } })));
  return insertNotifications(tx, tur, params, recipients);
}

/** What a decision adds to its notification: staff's note (a rejection's reason), shown in the letter. */
export interface DecisionExtra {
  not?: string | null;
}

/** An `onChanged` hook for adminStatusRoute: the status of object `id` was set, with staff's note. */
export const notifyOn =
  (tur: Extract<OlayTuru, 'basvuru_durum' | 'rapor_durum' | 'rezervasyon_durum' | 'dekont_durum'>) =>
  async (tx: Tx, id: number, _durum: string, note: string | null): Promise<void> => {
    await notify(tx, tur, id, note ? { not: note } : undefined);
  };

/** A stored notification as the API answers it (texts rendered by the domain). */
export function toBildirim(row: NotificationRow): Bildirim {
  const metin = bildirimMetni(row.tur, row.params as unknown as BildirimParams[typeof row.tur]);
  return { id: row.id, tur: row.tur, ...metin, okundu: row.okundu_at !== null, olusturuldu: isoIstanbul(row.olusturuldu) };
}

export async function markOneRead(db: Tx, userId: number, id: number): Promise<Bildirim> {
  const row = await markRead(db, userId, id);
  if (!row) throw ApiError.notFound();
  return toBildirim(row);
}

/** The caller's e-mail choices over the types they can receive (unset: on). */
export async function preferencesOf(db: Tx, user: BildirimKisi & { id: number }): Promise<BildirimTercihleri> {
  const stored = new Map((await preferenceRows(db, user.id)).map((r) => [r.tur, r.eposta]));
  return {
    eposta_adresi: await userHasEmail(db, user.id),
    tercihler: bildirimTurleriOf(user).map((tur) => ({ tur, etiket: BILDIRIM_TURU_META[tur].etiket, eposta: stored.get(tur) ?? true })),
  };
}

/** Saves choices for the caller's own types; a type they cannot receive is a 400 on `tercihler`. */
export async function updatePreferences(db: Tx, user: BildirimKisi & { id: number }, body: BildirimTercihGuncelle): Promise<BildirimTercihleri> {
  const allowed = new Set(bildirimTurleriOf(user));
  const foreign = body.tercihler.filter((c) => !allowed.has(c.tur));
  if (foreign.length > 0) throw ApiError.fields({ tercihler: foreign.map((c) => BILDIRIM_MESSAGES.foreignType(c.tur)) });
  await savePreferences(db, user.id, body.tercihler);
  return preferencesOf(db, user);
}
