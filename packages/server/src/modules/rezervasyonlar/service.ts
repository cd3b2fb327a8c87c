// Reservations: the response shapes and the rules of booking that need the database. The rules
// themselves (slot grid, opening hours, today or later, [) overlap) live in @portal/domain.
import {
  availabilityWindow,
  DEFAULT_REZERVASYON_DURUM,
  findApprovedConflict,
  makeReservationSchema,
  MSG,
  toDateTime,
  type Rezervasyon,
  type RezervasyonAvailability,
  type RezervasyonDurum,
} from '@portal/domain';
import { pgErrorCode } from '../../db/client';
import { isoIstanbul } from '../../lib/dates';
import { ApiError, API_MESSAGES, issuesToFields } from '../../lib/errors';
import { withTransaction, type Tx } from '../../lib/transaction';
import { canBookWithApplication, canCancelReservation, canEditReservation, ownReservations } from '../../policies';
import type { AuthUser, SessionUser } from '../../services/session-user';
import {
  activeRezervasyonlarOf,
  availabilityRowsOf,
  basvuruForBooking,
  findRezervasyonRow,
  cancelWaitingRezervasyon,
  insertRezervasyon,
  kaynakAktif,
  setRezervasyonDurum,
  setRezervasyonDurumFrom,
  updateWaitingRezervasyon,
  type OwnRezervasyonRow,
  type RezervasyonRow,
  type RezervasyonValues,
} from './repository';
import { recordHistory } from '../gecmis/repository';

export function toRezervasyon(row: RezervasyonRow): Rezervasyon {
  return toRezervasyonBy(row, { id: row.olusturan_id, first_name: row.first_name, last_name: row.last_name, username: row.username });
}

/** The caller as the booker of their own reservations (GET rezervasyonlar/ does not join them). */
export function callerAsBooker(user: SessionUser): Rezervasyon['olusturan'] {
  return { id: user.id, first_name: user.own.first_name, last_name: user.own.last_name, username: user.username };
}

/** A reservation whose booker is known apart from its row (the caller's own list). */
export function toRezervasyonBy(row: OwnRezervasyonRow, olusturan: Rezervasyon['olusturan']): Rezervasyon {
  return {
    id: row.id,
    kaynak: { id: row.kaynak_id, ad: row.kaynak_ad },
    kaynak_id: row.kaynak_id,
    kaynak_adi: row.kaynak_ad,
    basvuru: { id: row.basvuru_id, proje_basligi: row.proje_basligi },
    basvuru_id: row.basvuru_id,
    baslangic: isoIstanbul(row.baslangic),
    bitis: isoIstanbul(row.bitis),
    aciklama: row.aciklama,
    durum: row.durum,
    olusturan,
    olusturuldu: isoIstanbul(row.olusturuldu),
  };
}

type WindowQuery = { year?: number; month?: number; date?: string };
/**
 * The availability window of a month (or day) as ISO instants, by the query: Luxon's time-zone
 * arithmetic on every request was a tenth of the availability's CPU. A calendar asks for a few
 * months; cleared whole past WINDOWS_MAX.
 */
const windows = new Map<string, { start: string; end: string } | null>();
const WINDOWS_MAX = 1_000;
function windowOf(q: WindowQuery) {
  const key = `${q.year} ${q.month} ${q.date}`;
  let window = windows.get(key);
  if (window === undefined) {
    if (windows.size >= WINDOWS_MAX) windows.clear();
    const range = availabilityWindow(q);
    window = range ? { start: range.start.toISO()!, end: range.end.toISO()! } : null;
    windows.set(key, window);
  }
  return window;
}

/** Availability of a resource in an Istanbul month (or day): only when and in which state. */
export async function availabilityOf(db: Tx, q: { kaynak: number } & WindowQuery): Promise<RezervasyonAvailability[]> {
  const window = windowOf({ year: q.year, month: q.month, date: q.date });
  if (!window) throw ApiError.fields({ month: MSG.reservation.availabilityWindowRequired });
  const rows = await availabilityRowsOf(db, q.kaynak, window.start, window.end);
  if (rows === null) throw ApiError.fields({ kaynak: MSG.reservation.resourceNotFound });
  return rows.map((r) => ({ baslangic: isoIstanbul(r.baslangic), bitis: isoIstanbul(r.bitis), durum: r.durum }));
}

/**
 * The body of POST and PATCH: ids may come as numbers, digit strings or nested objects ({id, ...},
 * as a client sending "the whole edited reservation" has them); `fallback` fills what a PATCH
 * leaves out. Only kaynak, basvuru, baslangic, bitis and aciklama are read.
 */
function bookingInput(body: Record<string, unknown>, fallback?: Record<string, unknown>) {
  const ref = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? (v as { id: unknown }).id : v);
  const pick = (key: string, flat: string) => {
    if (key in body) return ref(body[key]);
    if (flat in body) return body[flat];
    return fallback?.[key];
  };
  return {
    kaynak: pick('kaynak', 'kaynak_id'),
    basvuru: pick('basvuru', 'basvuru_id'),
    baslangic: 'baslangic' in body ? body.baslangic : fallback?.baslangic,
    bitis: 'bitis' in body ? body.bitis : fallback?.bitis,
    aciklama: 'aciklama' in body ? body.aciklama : fallback?.aciklama,
  };
}

/**
 * Checks a booking inside `tx` and returns the values to store, or throws the DRF error:
 * - 400 {field: [...]} for the fields (domain schema), an unknown or inactive resource, an
 *   application that is not the caller's own approved one — all field errors together;
 * - 409 {detail} when it overlaps an approved reservation of the resource (a courtesy to the user:
 *   the guarantee is the exclusion constraint at approval time).
 * The resource row is locked FOR SHARE until the transaction ends.
 */
async function checkBooking(
  tx: Tx,
  user: AuthUser,
  body: unknown,
  options: { fallback?: Record<string, unknown>; excludeId?: number } = {},
): Promise<RezervasyonValues> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw ApiError.fields({ non_field_errors: MSG.reservation.requiredFields });
  }
  const input = bookingInput(body as Record<string, unknown>, options.fallback);
  const schema = makeReservationSchema();
  const parsed = schema.safeParse(input);
  const errors: Record<string, string[]> = parsed.success ? {} : issuesToFields(parsed.error.issues);
  const kaynak = schema.shape.kaynak.safeParse(input.kaynak);
  const basvuru = schema.shape.basvuru.safeParse(input.basvuru);

  if (kaynak.success) {
    const aktif = await kaynakAktif(tx, kaynak.data, { share: true });
    if (aktif === null) errors.kaynak = [MSG.reservation.resourceNotFound];
    else if (!aktif) errors.kaynak = [MSG.reservation.resourceInactive];
  }
  if (basvuru.success) {
    const row = await basvuruForBooking(tx, basvuru.data);
    // Someone else's application reads like an unknown one (no hint that it exists).
    if (!row || row.basvuran_id !== user.id) errors.basvuru = [MSG.reservation.applicationNotFound];
    else if (!canBookWithApplication(user, row)) errors.basvuru = [MSG.reservation.applicationNotApproved];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw ApiError.fields(errors);

  const data = parsed.data;
  const values: RezervasyonValues = {
    kaynak_id: data.kaynak,
    basvuru_id: data.basvuru,
    baslangic: toDateTime(data.baslangic).toJSDate(),
    bitis: toDateTime(data.bitis).toJSDate(),
    aciklama: data.aciklama ?? '',
  };
  const existing = await activeRezervasyonlarOf(tx, values.kaynak_id, values.baslangic, values.bitis);
  if (findApprovedConflict({ baslangic: values.baslangic, bitis: values.bitis }, existing, options.excludeId)) {
    throw ApiError.detail(409, MSG.reservation.slotOccupied);
  }
  return values;
}

/** 23503: the resource or the application went away between the check and the write. */
function foreignKeyGone(error: unknown): never {
  if (pgErrorCode(error) === '23503') throw ApiError.detail(400, API_MESSAGES.invalid);
  throw error;
}

async function reread(tx: Tx, id: number): Promise<Rezervasyon> {
  const row = await findRezervasyonRow(tx, id);
  if (!row) throw ApiError.detail(404, MSG.reservation.notFound);
  return toRezervasyon(row);
}

/** Booking: starts as BEKLEME; staff approve it. */
export async function createRezervasyon(tx: Tx, actor: AuthUser, body: unknown): Promise<Rezervasyon> {
  const values = await checkBooking(tx, actor, body);
  const id = await insertRezervasyon(tx, { ...values, olusturan_id: actor.id, durum: DEFAULT_REZERVASYON_DURUM }).catch(foreignKeyGone);
  return reread(tx, id);
}

/** Editing: only the booker (others 404), only while BEKLEME (else 403 with the state's message); missing fields keep their value. */
export async function updateRezervasyon(tx: Tx, actor: AuthUser, id: number, body: unknown): Promise<Rezervasyon> {
  const row = await findRezervasyonRow(tx, id, ownReservations(actor));
  if (!row) throw ApiError.detail(404, MSG.reservation.notFound);
  const current = toRezervasyon(row);
  const refuse = (durum: RezervasyonDurum) =>
    ApiError.forbidden(durum === 'BEKLEME' ? MSG.reservation.notEditableLabel : MSG.reservation.notEditable[durum]);
  if (!canEditReservation(actor, { olusturan_id: current.olusturan.id, durum: current.durum })) throw refuse(current.durum);
  const values = await checkBooking(tx, actor, body, {
    excludeId: id,
    fallback: { kaynak: current.kaynak_id, basvuru: current.basvuru_id, baslangic: current.baslangic, bitis: current.bitis, aciklama: current.aciklama },
  });
  if (!(await updateWaitingRezervasyon(tx, id, actor.id, values).catch(foreignKeyGone))) {
    const now = await findRezervasyonRow(tx, id, ownReservations(actor));
    if (!now) throw ApiError.detail(404, MSG.reservation.notFound);
    throw refuse(now.durum);
  }
  return reread(tx, id);
}

/**
 * The booker cancels their own reservation: only the booker (anyone else 404), only while BEKLEME
 * (else 403 with the state's message). A cancel racing a staff decision ends in one state: the
 * conditional UPDATE waits for the other transaction and matches nothing if the status moved on.
 */
export async function cancelRezervasyon(tx: Tx, actor: AuthUser, id: number): Promise<Rezervasyon> {
  const row = await findRezervasyonRow(tx, id, ownReservations(actor));
  if (!row) throw ApiError.detail(404, MSG.reservation.notFound);
  const refuse = (durum: RezervasyonDurum) => ApiError.forbidden(durum === 'BEKLEME' ? MSG.reservation.cancelError : MSG.reservation.notCancellable[durum]);
  if (!canCancelReservation(actor, { olusturan_id: row.olusturan_id, durum: row.durum })) throw refuse(row.durum);
  if (!(await cancelWaitingRezervasyon(tx, id, actor.id))) {
    const now = await findRezervasyonRow(tx, id, ownReservations(actor));
    if (!now) throw ApiError.detail(404, MSG.reservation.notFound);
    throw refuse(now.durum);
  }
  await recordHistory(tx, { nesne: 'rezervasyon', nesne_id: id, eylem: 'iptal', onceki: 'BEKLEME', sonraki: 'IPTAL', kullanici_id: actor.id });
  return reread(tx, id);
}

/**
 * Staff set any of the four statuses; with `beklenen_durum` only while the reservation is still in
 * that state (the quick decisions from BEKLEME), else 409. Approving one that overlaps an approved
 * reservation of the resource is refused by the database's exclusion constraint (23P01) and
 * answered 409; a deadlock or a reservation moved meanwhile runs the transaction again, a few times
 * at most.
 */
export async function setRezervasyonStatus(
  db: Tx,
  id: number,
  durum: RezervasyonDurum,
  body: { beklenen_durum?: RezervasyonDurum } = {},
): Promise<Rezervasyon | null> {
  const expected = body.beklenen_durum;
  try {
    const found = await withTransaction(
      db,
      (tx) => (expected === undefined ? setRezervasyonDurum(tx, id, durum) : setRezervasyonDurumFrom(tx, id, expected, durum)),
      { retryOn: ['40P01', '40001'], maxAttempts: 4 },
    );
    // setRezervasyonDurum: false = no such row; setRezervasyonDurumFrom: null = no such row, false = moved on.
    if (found === null || (found === false && expected === undefined)) return null;
    if (found === false) throw ApiError.detail(409, MSG.reservation.statusChanged);
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === '23P01' || code === '40P01' || code === '40001') throw ApiError.detail(409, MSG.reservation.approvedConflict);
    throw error;
  }
  const row = await findRezervasyonRow(db, id);
  return row && toRezervasyon(row);
}
