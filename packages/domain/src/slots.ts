/**
 * Reservation slot arithmetic (spec 2, 5, 9): 30-minute slots from 09:00 to 18:00 in
 * Europe/Istanbul (starts 09:00..17:30), `[)` overlap with a default minimum duration of 30 minutes,
 * slot states, the time rules of the reservation form, and the calendar month grid (weeks start on
 * Sunday, Turkish month and day names).
 */
import { DateTime, Info } from 'luxon';
import {
  DEFAULT_MIN_DURATION_MINUTES,
  LOCALE,
  RESERVATION_CLOSE_HOUR,
  RESERVATION_OPEN_HOUR,
  SLOT_MINUTES,
  SLOTS_PER_DAY,
  TIME_ZONE,
} from './constants';
import { INPUT_YEAR_MAX, INPUT_YEAR_MIN, isDateOnly, parseDate, parseInputDate, todayISO, toDateTime, type DateInput } from './dates';
import { MSG } from './messages';

export interface TimeRange {
  start: DateTime;
  end: DateTime;
}

/** A range in either spelling: slots use start/end, reservations baslangic/bitis. */
export type RangeInput = { start: DateInput; end?: DateInput } | { baslangic: DateInput; bitis?: DateInput };

export interface Slot extends TimeRange {
  /** 'HH:mm' of the start, e.g. '09:30'. */
  label: string;
}

export type SlotState = 'available' | 'occupied' | 'pending';

/**
 * Normalise a range: null when the start is missing or invalid. The end is at least start + 30
 * minutes (spec: "overlap uses default minimum duration 30 minutes"), so a missing, invalid or too
 * short end counts as start + 30 minutes.
 */
export function toRange(r: RangeInput): TimeRange | null {
  const [s, e] = 'start' in r ? [r.start, r.end] : [r.baslangic, r.bitis];
  const start = parseDate(s);
  if (!start?.isValid) return null;
  const minEnd = start.plus({ minutes: DEFAULT_MIN_DURATION_MINUTES });
  const end = parseDate(e);
  return { start, end: end?.isValid && end > minEnd ? end : minEnd };
}

/** `[)` overlap: a.start < b.end and b.start < a.end (touching ranges do not overlap). */
export function overlaps(a: RangeInput, b: RangeInput): boolean {
  const x = toRange(a);
  const y = toRange(b);
  if (!x || !y) return false;
  return x.start < y.end && y.start < x.end;
}

function dayStart(date: string | DateTime): DateTime {
  if (DateTime.isDateTime(date)) return date.setZone(TIME_ZONE).startOf('day');
  const d = isDateOnly(date)
    ? DateTime.fromISO(date.trim(), { zone: TIME_ZONE })
    : toDateTime(date);
  return d.isValid ? d.setZone(TIME_ZONE).startOf('day') : d;
}

/** Opening and closing instants of the day of `date` in Istanbul. */
export function openingHours(date: string | DateTime): TimeRange | null {
  const d = dayStart(date);
  if (!d.isValid) return null;
  return { start: d.set({ hour: RESERVATION_OPEN_HOUR }), end: d.set({ hour: RESERVATION_CLOSE_HOUR }) };
}

/** The 18 slots of a day ('YYYY-MM-DD' or any instant of that day): 09:00-09:30 ... 17:30-18:00. Invalid date -> []. */
export function daySlots(date: string | DateTime): Slot[] {
  const hours = openingHours(date);
  if (!hours) return [];
  const slots: Slot[] = [];
  for (let i = 0; i < SLOTS_PER_DAY; i++) {
    const start = hours.start.plus({ minutes: i * SLOT_MINUTES });
    slots.push({ start, end: start.plus({ minutes: SLOT_MINUTES }), label: start.toFormat('HH:mm') });
  }
  return slots;
}

/** On the 30-minute grid in Istanbul time (minute 0 or 30, no seconds). */
export function isOnSlotGrid(instant: DateInput): boolean {
  const dt = parseDate(instant);
  if (!dt?.isValid) return false;
  return dt.minute % SLOT_MINUTES === 0 && dt.second === 0 && dt.millisecond === 0;
}

/** start >= 09:00 and end <= 18:00 of the start's day (Istanbul); a missing end counts as start + 30 min. */
export function isWithinOpeningHours(start: DateInput, end?: DateInput): boolean {
  const s = parseDate(start);
  if (!s?.isValid) return false;
  const given = parseDate(end);
  const e = given?.isValid ? given : s.plus({ minutes: DEFAULT_MIN_DURATION_MINUTES });
  const hours = openingHours(s);
  if (!hours) return false;
  return s >= hours.start && e <= hours.end;
}

export interface ReservationLike {
  id?: number;
  baslangic: DateInput;
  bitis?: DateInput;
  durum?: string | null;
}

/** occupied when it overlaps an ONAY reservation, pending when it overlaps a BEKLEME one, else available. */
export function slotState(slot: RangeInput, reservations: readonly ReservationLike[]): SlotState {
  let pending = false;
  for (const r of reservations) {
    const d = (r.durum ?? '').toUpperCase();
    if (d !== 'ONAY' && d !== 'BEKLEME') continue;
    if (!overlaps(slot, r)) continue;
    if (d === 'ONAY') return 'occupied';
    pending = true;
  }
  return pending ? 'pending' : 'available';
}

export interface ReservationTimeIssue {
  field: 'baslangic' | 'bitis';
  message: string;
}

export interface ReservationTimesInput {
  baslangic: DateInput;
  bitis: DateInput;
  /** The clock (defaults to now). */
  now?: DateInput;
  /** Existing reservations of the resource: an overlap with an approved one is refused. */
  reservations?: readonly ReservationLike[];
  /** The reservation being edited (ignored in the overlap check). */
  excludeId?: number;
}

/** Typed text takes four-digit years only (parseInputDate); instants already parsed are taken as they are. */
const parseTime = (v: DateInput) => (typeof v === 'string' ? parseInputDate(v) : parseDate(v));

/** A slot that has started (start before now) cannot be booked any more: the calendar shows it unavailable. */
export function hasSlotStarted(slot: RangeInput, now: DateInput = DateTime.now()): boolean {
  const range = toRange(slot);
  const clock = toDateTime(now);
  return range !== null && clock.isValid && range.start < clock;
}

/**
 * The time rules of the reservation form (spec 5), in this order, each reported once:
 * both present and valid; the date is today or later (Istanbul) and, today, the start not already
 * past; both on the 30-minute grid;
 * end later than start; within 09:00-18:00 of the start's day; not overlapping an approved
 * reservation. Empty array = valid.
 */
export function validateReservationTimes(input: ReservationTimesInput): ReservationTimeIssue[] {
  const start = parseTime(input.baslangic);
  const end = parseTime(input.bitis);
  if (!start) return [{ field: 'baslangic', message: MSG.reservation.timesRequired }];
  if (!end) return [{ field: 'bitis', message: MSG.reservation.timesRequired }];
  if (!start.isValid) return [{ field: 'baslangic', message: MSG.reservation.invalidTime }];
  if (!end.isValid) return [{ field: 'bitis', message: MSG.reservation.invalidTime }];

  const issues: ReservationTimeIssue[] = [];
  const now = input.now ?? DateTime.now();
  const today = todayISO(now);
  if ((start.toISODate() ?? '') < today) issues.push({ field: 'baslangic', message: MSG.reservation.dateInPast });
  else if (hasSlotStarted({ start, end }, now)) issues.push({ field: 'baslangic', message: MSG.reservation.timeInPast });
  if (!isOnSlotGrid(start)) issues.push({ field: 'baslangic', message: MSG.reservation.offGrid });
  else if (!isOnSlotGrid(end)) issues.push({ field: 'bitis', message: MSG.reservation.offGrid });
  if (end <= start) issues.push({ field: 'bitis', message: MSG.reservation.endNotAfterStart });
  else if (!isWithinOpeningHours(start, end)) issues.push({ field: 'baslangic', message: MSG.reservation.outsideHours });
  if (issues.length === 0 && input.reservations) {
    if (findApprovedConflict({ start, end }, input.reservations, input.excludeId)) {
      issues.push({ field: 'baslangic', message: MSG.reservation.slotOccupied });
    }
  }
  return issues;
}

/**
 * The approval guard: the first approved (ONAY) reservation among `reservations` (all of one
 * resource) that overlaps `range` by the `[)` rule, ignoring `excludeId`; undefined when none.
 * The database's exclusion constraint enforces the same rule at approval time.
 */
export function findApprovedConflict(
  range: RangeInput,
  reservations: readonly ReservationLike[],
  excludeId?: number,
): ReservationLike | undefined {
  return reservations.find(
    (r) =>
      (r.durum ?? '').toUpperCase() === 'ONAY' &&
      (excludeId === undefined || r.id !== excludeId) &&
      overlaps(range, r),
  );
}

/**
 * The window of an availability query (rezervasyonlar/?kaynak=&month=&year=[&date=]): the Istanbul
 * day of `date` when given, else the Istanbul month; null when the input names no valid window.
 */
export function availabilityWindow(q: { year?: number; month?: number; date?: string }): TimeRange | null {
  if (q.date !== undefined) {
    if (!isDateOnly(q.date)) return null;
    const d = parseInputDate(q.date);
    return d?.isValid ? { start: d.startOf('day'), end: d.startOf('day').plus({ days: 1 }) } : null;
  }
  if (q.year === undefined || q.month === undefined) return null;
  if (q.year < INPUT_YEAR_MIN || q.year > INPUT_YEAR_MAX) return null;
  const first = DateTime.fromObject({ year: q.year, month: q.month, day: 1 }, { zone: TIME_ZONE });
  return first.isValid ? { start: first, end: first.plus({ months: 1 }) } : null;
}

// ---------------------------------------------------------------------------------------------
// Calendar
// ---------------------------------------------------------------------------------------------

/** Turkish month names, January first: 'Ocak', 'Şubat', ... */
export const TR_MONTH_NAMES: readonly string[] = Info.months('long', { locale: LOCALE });

function sundayFirst(names: string[]): string[] {
  // luxon lists Monday..Sunday
  return [names[6] ?? '', ...names.slice(0, 6)];
}
/** Turkish day names, Sunday first: 'Pazar', 'Pazartesi', ... */
export const TR_WEEKDAY_NAMES: readonly string[] = sundayFirst(Info.weekdays('long', { locale: LOCALE }));
/** Short Turkish day names, Sunday first: 'Paz', 'Pzt', ... */
export const TR_WEEKDAY_NAMES_SHORT: readonly string[] = sundayFirst(Info.weekdays('short', { locale: LOCALE }));

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Day of month 1..31 */
  day: number;
  /** 0 = Sunday .. 6 = Saturday */
  weekday: number;
  /** Belongs to the displayed month (false for the leading/trailing days of neighbour months). */
  inMonth: boolean;
}

/** Sunday-first column of a DateTime: 0 = Sunday .. 6 = Saturday. */
export function sundayFirstWeekday(dt: DateTime): number {
  return dt.weekday % 7;
}

/**
 * Weeks of a month (month 1..12), each of 7 days from Sunday to Saturday, covering the whole month
 * (4 to 6 weeks). With `fixedWeeks` always 6 weeks.
 */
export function monthGrid(year: number, month: number, options: { fixedWeeks?: boolean } = {}): CalendarDay[][] {
  const first = DateTime.fromObject({ year, month, day: 1 }, { zone: TIME_ZONE });
  if (!first.isValid) return [];
  const last = first.endOf('month').startOf('day');
  let cursor = first.minus({ days: sundayFirstWeekday(first) });
  const weeks: CalendarDay[][] = [];
  while (options.fixedWeeks ? weeks.length < 6 : cursor <= last) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({
        date: cursor.toISODate() ?? '',
        day: cursor.day,
        weekday: i,
        inMonth: cursor.month === month && cursor.year === year,
      });
      cursor = cursor.plus({ days: 1 });
    }
    weeks.push(week);
  }
  return weeks;
}

/** 'Ocak 2025' */
export function monthTitle(year: number, month: number): string {
  return `${TR_MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/**
 * The chosen range in words, as the booking form states it before submit: '11:00 - 12:30, 1,5 saat'
 * (Istanbul wall time; hours with a Turkish decimal comma, at most two decimals). The end is the end
 * of the last picked slot: picking 11:00 then 12:00 books 11:00 - 12:30. null for an invalid range.
 */
export function describeRange(start: DateInput, end: DateInput): string | null {
  const s = parseDate(start);
  const e = parseDate(end);
  if (!s?.isValid || !e?.isValid || e <= s) return null;
  const hours = e.diff(s, 'minutes').minutes / 60;
  const text = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(hours);
  return `${s.setZone(TIME_ZONE).toFormat('HH:mm')} - ${e.setZone(TIME_ZONE).toFormat('HH:mm')}, ${MSG.reservation.rangeHours(text)}`;
}
