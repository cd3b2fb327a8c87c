/**
 * Turkish date formatting and parsing (spec 8, 9): long form year, month name, day; Europe/Istanbul.
 * Strings without an offset are read as Istanbul wall time; strings with Z or an offset keep their
 * instant and are shown in Istanbul time.
 */
import { DateTime } from 'luxon';
import { LOCALE, TIME_ZONE } from './constants';
import { MSG } from './messages';

export type DateInput = string | number | Date | DateTime | null | undefined;

/** 'YYYY-MM-DD' and nothing else. */
export const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isDateOnly(value: unknown): value is string {
  return typeof value === 'string' && DATE_ONLY_RE.test(value.trim());
}

/**
 * Years a date typed into a form may have. ISO 8601 also spells expanded and negative years
 * ('+200000-01-01', '-000001-01-01'), which luxon reads but PostgreSQL and the UI do not; input
 * takes four-digit years from 1900 on.
 */
export const INPUT_YEAR_MIN = 1900;
export const INPUT_YEAR_MAX = 9999;

/**
 * A date or date-time as a form or the API receives it: text starting with a four-digit year in
 * [INPUT_YEAR_MIN, INPUT_YEAR_MAX] that parseDate() reads. null when empty; an invalid DateTime
 * otherwise.
 */
export function parseInputDate(value: string | null | undefined): DateTime | null {
  if (isEmpty(value)) return null;
  const s = value.trim();
  if (!/^\d{4}(?!\d)/.test(s)) return DateTime.invalid('year must have four digits');
  const dt = parseDate(s);
  if (!dt?.isValid) return dt;
  return dt.year >= INPUT_YEAR_MIN && dt.year <= INPUT_YEAR_MAX ? dt : DateTime.invalid('year out of range');
}

function isEmpty(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Parse any date input into a DateTime in Europe/Istanbul. Returns null when empty and an
 * invalid DateTime (check `.isValid`) when unparsable. Accepts ISO 8601 (date, date-time, with or
 * without offset), SQL-like 'YYYY-MM-DD HH:mm:ss', JS Dates, epoch milliseconds and DateTimes.
 */
export function parseDate(value: DateInput): DateTime | null {
  if (isEmpty(value)) return null;
  let dt: DateTime;
  if (DateTime.isDateTime(value)) dt = value;
  else if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else if (typeof value === 'number') dt = DateTime.fromMillis(value);
  else {
    const s = value.trim();
    dt = DateTime.fromISO(s, { zone: TIME_ZONE });
    if (!dt.isValid) dt = DateTime.fromSQL(s, { zone: TIME_ZONE });
  }
  return dt.isValid ? dt.setZone(TIME_ZONE) : dt;
}

/** Any instant input -> DateTime (invalid DateTime for empty/unparsable). */
export function toDateTime(value: DateInput): DateTime {
  return parseDate(value) ?? DateTime.invalid('empty');
}

const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const LONG_DATE_TIME = { ...LONG_DATE, hour: '2-digit', minute: '2-digit' } as const;

export type DateFormatResult = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; text: string; iso: string };

/** Structured formatting (the UI's DateText uses it): long Turkish date, optionally with time. */
export function formatDateTr(value: DateInput, options: { withTime?: boolean } = {}): DateFormatResult {
  const dt = parseDate(value);
  if (dt === null) return { kind: 'empty' };
  if (!dt.isValid) return { kind: 'invalid' };
  const local = dt.setLocale(LOCALE);
  return {
    kind: 'ok',
    text: local.toLocaleString(options.withTime ? LONG_DATE_TIME : LONG_DATE),
    iso: local.toISO() ?? '',
  };
}

export interface FormatOptions {
  /** The admin screens' invalid text (the spec writes it without the Turkish letters; shown with them). */
  admin?: boolean;
  /** Text for an empty value (default 'Tarih belirtilmemiş'). */
  emptyText?: string;
}

function textOf(r: DateFormatResult, o: FormatOptions): string {
  if (r.kind === 'empty') return o.emptyText ?? MSG.dates.empty;
  if (r.kind === 'invalid') return o.admin ? MSG.dates.invalidAdmin : MSG.dates.invalid;
  return r.text;
}

/** '31 Ocak 2025'; 'Tarih belirtilmemiş' when empty; 'Geçersiz tarih' when invalid. */
export function formatDate(value: DateInput, options: FormatOptions = {}): string {
  return textOf(formatDateTr(value), options);
}

/** '31 Ocak 2025 14:30' with the same empty/invalid texts as formatDate. */
export function formatDateTime(value: DateInput, options: FormatOptions = {}): string {
  return textOf(formatDateTr(value, { withTime: true }), options);
}

/** 'Ekim 2026' for the month 'YYYY-MM' (a report period, a rent month); the input itself when malformed. */
export function formatMonth(yearMonth: string): string {
  const dt = DateTime.fromFormat(yearMonth, 'yyyy-MM', { zone: TIME_ZONE, locale: LOCALE });
  return dt.isValid ? dt.toFormat('LLLL yyyy') : yearMonth;
}

/** Today's date in Istanbul as 'YYYY-MM-DD' (report start date rule, reservation date rule). */
export function todayISO(now: DateInput = DateTime.now()): string {
  const dt = toDateTime(now);
  return (dt.isValid ? dt : DateTime.now().setZone(TIME_ZONE)).toISODate() ?? '';
}

/** Whole Istanbul calendar days from `from` to `now` (>= 0), e.g. "days since first assignment"; null when invalid. */
export function daysSince(from: DateInput, now: DateInput = DateTime.now()): number | null {
  const a = parseDate(from);
  const b = parseDate(now);
  if (!a?.isValid || !b?.isValid) return null;
  return Math.max(0, Math.floor(b.startOf('day').diff(a.startOf('day'), 'days').days));
}

/**
 * The value of an `<input type="datetime-local">` ('YYYY-MM-DDTHH:mm', Istanbul wall time) for a
 * stored date or date-time; '' when empty or unparsable. A date-only value becomes its start of day,
 * or 23:59 with `endOfDay` (a date-only call end counts until the end of that day, spec 4).
 */
export function toDateTimeLocalValue(value: DateInput, options: { endOfDay?: boolean } = {}): string {
  const dt = parseDate(value);
  if (!dt?.isValid) return '';
  const day = isDateOnly(value) && options.endOfDay ? dt.set({ hour: 23, minute: 59 }) : dt;
  return day.toFormat("yyyy-LL-dd'T'HH:mm");
}

/**
 * An `<input type="datetime-local">` value, read as Istanbul wall time, as ISO 8601 with its offset
 * ('2025-03-01T10:00:00.000+03:00'), the form the API takes; null when empty or unparsable.
 */
export function fromDateTimeLocalValue(value: string | null | undefined): string | null {
  const dt = parseDate(value);
  return dt?.isValid ? dt.toISO() : null;
}

/** The text form of a date a person types and reads in Turkish: 'gg.aa.yyyy' (e.g. '05.03.2025'). */
export const TR_DATE_PLACEHOLDER = 'gg.aa.yyyy';

/** The text form of a time of day a person types and reads in Turkish: 24-hour 'ss:dd' (e.g. '14:30'). */
export const TR_TIME_PLACEHOLDER = 'ss:dd';

/** '9:05' / '09.05' / '0905' -> '09:05'; '' when empty; null when not a time of day (24-hour). */
export function trTimeToHhmm(value: string | null | undefined): string | null | '' {
  const s = (value ?? '').trim();
  if (s === '') return '';
  const m = /^(\d{1,2})[:.]?(\d{2})$/.exec(s);
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${m[2]}`;
}

/** 'YYYY-MM-DD' -> '05.03.2025'; '' when empty or not a date. */
export function isoToTrDate(value: string | null | undefined): string {
  if (!isDateOnly(value)) return '';
  const [y, m, d] = value.trim().split('-');
  return `${d}.${m}.${y}`;
}

/**
 * '5.3.2025', '05.03.2025', '05/03/2025', '05-03-2025' or '05,03,2025' (a Turkish number pad) (day, month, four-digit year) -> '2025-03-05';
 * '' when empty; null when it is not a real date or its year is outside the input range.
 */
export function trDateToIso(value: string | null | undefined): string | null | '' {
  const s = (value ?? '').trim();
  if (s === '') return '';
  const m = /^(\d{1,2})[./,-](\d{1,2})[./,-](\d{4})$/.exec(s);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < INPUT_YEAR_MIN || year > INPUT_YEAR_MAX) return null;
  const dt = DateTime.fromObject({ year, month, day }, { zone: TIME_ZONE });
  return dt.isValid ? (dt.toISODate() ?? null) : null;
}
