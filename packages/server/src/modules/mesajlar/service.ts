// Application threads: who reads and writes (canReadThread), the answer shapes, and the rules of
// writing (a request for information only by mentors and staff; the applicant's message answers the
// open ones), editing (the author, within the domain's window, not hidden) and hiding (staff, in the
// history). Internal notes are the same rows with ic_not: every query here names which it reads.
import {
  isMesajEditable,
  MESAJ_MESSAGES,
  mesajRoluOf,
  ZMesajCreateSchema,
  type Mesaj,
  type MesajThread,
} from '@portal/domain';
import { ApiError, issuesToFields } from '../../lib/errors';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import { isoIstanbul } from '../../lib/dates';
import type { AuthUser } from '../../services/session-user';
import { recordHistory } from '../gecmis/repository';
import { notify } from '../bildirimler/service';
import {
  answerRequests,
  editMessage,
  findMessage,
  insertMessage,
  listThread,
  lockMessage,
  markThreadRead,
  newestId,
  setHidden,
  threadAccess,
  unreadInThread,
  type MessageRow,
  type ThreadAccess,
} from './repository';

export const threadNotFound = () => ApiError.detail(404, MESAJ_MESSAGES.applicationNotFound);
const messageNotFound = () => ApiError.detail(404, MESAJ_MESSAGES.notFound);

/** The applicant's side of the thread: the applicant and the company's owners. */
export const isApplicantSide = (u: AuthUser, a: ThreadAccess) => a.applicantIds.includes(u.id);
const isThreadMentor = (u: AuthUser, a: ThreadAccess) => u.mentor_id !== null && a.activeMentors.some((m) => m.mentor_id === u.mentor_id);

/** Readers and writers of the thread: the applicant's side, its active mentors, staff. */
export const canReadThread = (u: AuthUser, a: ThreadAccess) => u.is_staff || isApplicantSide(u, a) || isThreadMentor(u, a);

/** The thread for a reader who may read it; 404 for anyone else and for an unknown application. */
export async function readableThread(db: Tx, u: AuthUser, basvuruId: number, options: { lock?: boolean } = {}): Promise<ThreadAccess> {
  const access = await threadAccess(db, basvuruId, options);
  if (!access || !canReadThread(u, access)) throw threadNotFound();
  return access;
}

/** A person anonymised (username anonim-...) or deleted is shown as anonymous. */
const authorName = (row: MessageRow) =>
  row.yazar_id === null || row.yazar_username === null || row.yazar_username.startsWith('anonim-') ? MESAJ_MESSAGES.anonymous : (row.yazar_adi ?? MESAJ_MESSAGES.anonymous);

export function toMesaj(links: FileLinks, row: MessageRow, reader: AuthUser, access: Pick<ThreadAccess, 'applicantIds'>, now = new Date()): Mesaj {
  const hiddenFromReader = row.gizlendi !== null && !reader.is_staff;
  const mine = row.yazar_id === reader.id;
  return {
    id: row.id,
    basvuru_id: row.basvuru_id,
    yazar: authorName(row),
    yazar_rolu: mesajRoluOf({ id: row.yazar_id, is_staff: row.yazar_staff === true }, access),
    benim: mine,
    metin: hiddenFromReader ? '' : row.metin,
    ic_not: row.ic_not,
    bilgi_talebi: row.bilgi_talebi,
    yanitlandi: isoIstanbul(row.yanitlandi),
    ek_dosya: hiddenFromReader || row.ek_dosya_id === null ? null : links.attachment(row.ek_dosya_id),
    ek_dosya_adi: hiddenFromReader ? null : row.ek_dosya_adi,
    gizli: row.gizlendi !== null,
    duzenlenebilir: mine && row.gizlendi === null && isMesajEditable(row.olusturuldu, now),
    duzenlendi: isoIstanbul(row.duzenlendi),
    olusturuldu: isoIstanbul(row.olusturuldu),
  };
}

/** The thread (messages, or internal notes for staff) as the reader sees it, with their position. */
export async function threadOf(db: Tx, links: FileLinks, reader: AuthUser, access: ThreadAccess, icNot: boolean, position: number): Promise<MesajThread> {
  const rows = await listThread(db, access.basvuru_id, icNot);
  const results = rows.map((row) => toMesaj(links, row, reader, access));
  return {
    results,
    okunmamis: await unreadInThread(db, reader.id, access.basvuru_id, icNot, position),
    son_okunan_id: position,
    yanit_bekleniyor: !icNot && rows.some((r) => r.bilgi_talebi && r.yanitlandi === null && r.gizlendi === null),
  };
}

/**
 * Writes a message (or, `icNot`, an internal note: staff only, the route's policy) in the thread.
 * Who before what: a caller who may not read the thread gets 404; then the fields. A request for
 * information is marked only by mentors and staff (a 400 on bilgi_talebi for the applicant's side);
 * the applicant's side's message answers the thread's open requests. Everyone else in the thread is
 * notified of a message (never of an internal note). The writer's own position moves past it.
 */
export async function writeMessage(
  tx: Tx,
  actor: AuthUser,
  basvuruId: number,
  input: { fields: Record<string, unknown>; fileId: number | null; icNot: boolean; links: FileLinks },
): Promise<Mesaj> {
  const access = await readableThread(tx, actor, basvuruId, { lock: true });
  const parsed = ZMesajCreateSchema.safeParse(input.fields);
  if (!parsed.success) throw ApiError.fields(issuesToFields(parsed.error.issues));
  const applicantSide = isApplicantSide(actor, access);
  const request = !input.icNot && parsed.data.bilgi_talebi;
  if (request && (applicantSide || !(actor.is_staff || isThreadMentor(actor, access)))) throw ApiError.fields({ bilgi_talebi: MESAJ_MESSAGES.requestNotAllowed });
  const id = await insertMessage(tx, {
    basvuru_id: basvuruId,
    yazar_id: actor.id,
    metin: parsed.data.metin,
    ic_not: input.icNot,
    bilgi_talebi: request,
    ek_dosya_id: input.fileId,
  });
  if (!input.icNot && applicantSide) await answerRequests(tx, basvuruId, id);
  if (!input.icNot) await notify(tx, 'mesaj_yeni', id);
  await markThreadRead(tx, actor.id, basvuruId, id);
  const row = await findMessage(tx, basvuruId, id, true);
  if (!row) throw new Error('inserted message not found');
  return toMesaj(input.links, row, actor, access);
}

/**
 * The author edits their message: 404 when the caller cannot see it (another thread, an internal
 * note for a non-staff caller), 403 when it is not theirs, 409 when hidden or the window passed.
 */
export async function updateMessage(tx: Tx, actor: AuthUser, basvuruId: number, id: number, metin: string, links: FileLinks): Promise<Mesaj> {
  const access = await readableThread(tx, actor, basvuruId);
  const row = await lockMessage(tx, id);
  if (!row || row.basvuru_id !== basvuruId || (row.ic_not && !actor.is_staff)) throw messageNotFound();
  if (row.yazar_id !== actor.id) throw ApiError.forbidden(MESAJ_MESSAGES.notYours);
  if (row.gizlendi !== null) throw ApiError.detail(409, MESAJ_MESSAGES.hiddenNoEdit);
  if (!isMesajEditable(row.olusturuldu)) throw ApiError.detail(409, MESAJ_MESSAGES.editWindowPassed);
  await editMessage(tx, id, metin);
  const updated = await findMessage(tx, basvuruId, id, actor.is_staff);
  return toMesaj(links, updated!, actor, access);
}

/** Staff hide a message of the thread (or show it again), recorded in the application's history. */
export async function hideMessage(tx: Tx, actor: AuthUser, basvuruId: number, id: number, hidden: boolean, links: FileLinks): Promise<Mesaj> {
  const access = await readableThread(tx, actor, basvuruId);
  const row = await lockMessage(tx, id);
  if (!row || row.basvuru_id !== basvuruId) throw messageNotFound();
  if ((row.gizlendi !== null) !== hidden) {
    await setHidden(tx, id, hidden);
    await recordHistory(tx, {
      nesne: 'basvuru',
      nesne_id: basvuruId,
      eylem: 'duzenleme',
      onceki: null,
      sonraki: null,
      not: `Mesaj #${id}`,
      degisiklikler: [{ alan: 'mesaj_gizli', onceki: !hidden, sonraki: hidden }],
      kullanici_id: actor.id,
    });
  }
  const updated = await findMessage(tx, basvuruId, id, true);
  return toMesaj(links, updated!, actor, access);
}

/** The reader's position moves to `sonId` (at most the newest message they can see); answers it. */
export async function readThread(tx: Tx, actor: AuthUser, basvuruId: number, sonId: number): Promise<number> {
  await readableThread(tx, actor, basvuruId);
  const newest = await newestId(tx, basvuruId, actor.is_staff);
  return markThreadRead(tx, actor.id, basvuruId, Math.min(sonId, newest));
}
