/**
 * Business constants and limits of spec section 9 (and the few of sections 4/5 that are numbers).
 * One rule, one place: the server and every app read these.
 */

/** API base path (spec 7, 9). */
export const API_BASE = '/api/';
/** Local-storage keys of the token pair (spec 7, 9). */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

/** Time zone of every date rule of the portal (calls, reservations, "today"). */
export const TIME_ZONE = 'Europe/Istanbul';
/** Locale of dates, month and day names. */
export const LOCALE = 'tr';

/** Report summary length, counted on the trimmed text (spec 5, 9). */
export const REPORT_SUMMARY_MIN = 10;
export const REPORT_SUMMARY_MAX = 5000;

/** The earliest payment date a rent receipt may carry ('YYYY-MM-DD'); the latest is today. */
export const RECEIPT_EARLIEST_PAYMENT_DATE = '2000-01-01';
/** Attachment size limit: 10 MB (spec 5, 9). */
export const MAX_ATTACHMENT_BYTES = 10_485_760;

/** Reservation opening hours (spec 9): slots start 09:00..17:30, the last one ends 18:00. */
export const RESERVATION_OPEN_HOUR = 9;
export const RESERVATION_CLOSE_HOUR = 18;
/** Length of one calendar slot in minutes. */
export const SLOT_MINUTES = 30;
/** Default minimum duration of a reservation used by the overlap rule (spec 5, 9). */
export const DEFAULT_MIN_DURATION_MINUTES = 30;
/** Slots per day: (18 - 9) * 60 / 30. */
export const SLOTS_PER_DAY = ((RESERVATION_CLOSE_HOUR - RESERVATION_OPEN_HOUR) * 60) / SLOT_MINUTES;

/** Evaluation score range (spec 5, 9). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
/** star rating = score / STAR_DIVISOR (0..5 stars). */
export const STAR_DIVISOR = 20;
export const STAR_MAX = SCORE_MAX / STAR_DIVISOR;
/** Success rate counts scores at least this high. */
export const HIGH_SCORE_THRESHOLD = 80;
/** The improvement bucket holds scores below this. */
export const IMPROVEMENT_THRESHOLD = 60;

/** Password length (spec 5, 9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Resource capacity (spec 5, 9). */
export const CAPACITY_MIN = 1;
export const CAPACITY_DEFAULT = 1;

/** Expertise text cuts: mentor table 50, assignment overview 100 characters (spec 9). */
export const EXPERTISE_CUT_TABLE = 50;
export const EXPERTISE_CUT_OVERVIEW = 100;

/** Report count badge caps at 99 (spec 2, 9). */
export const REPORT_BADGE_CAP = 99;
/** Admin dashboard "latest" lists show this many items (spec 2, 9). */
export const DASHBOARD_RECENT_COUNT = 5;
/** Description line clamps (spec 9). */
export const CLAMP_LINES = {
  callCard: 3,
  applicationCard: 3,
  reservationCard: 2,
} as const;

/** A new call starts active (spec 4, 9). */
export const DEFAULT_CALL_ACTIVE = true;

/** The ellipsis appended by `truncate`. */
export const ELLIPSIS = '...';

/**
 * Cut `text` to at most `n` characters (code points, so emoji are never split) and append '...'
 * when something was cut (spec 9: expertise cut to 50 / 100 characters plus ellipsis).
 * null/undefined give ''.
 */
export function truncate(text: string | null | undefined, n: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= n) return text;
  return chars.slice(0, Math.max(0, n)).join('') + ELLIPSIS;
}

/** Badge text of a count: '99+' above the cap of 99, else the number (negative/NaN -> '0'). */
export function formatBadgeCount(count: number, cap: number = REPORT_BADGE_CAP): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const n = Math.floor(count);
  return n > cap ? `${cap}+` : String(n);
}

/**
 * Reminders (hatırlatmalar), each sent once: a call's drafts are reminded this many days before it
 * closes; staff hear of a reservation still waiting after this many hours; last month's report and
 * rent receipt are reminded from this day of the month (the first days are for filing them).
 */
export const REMINDER_CALL_CLOSING_DAYS = 3;
export const REMINDER_PENDING_RESERVATION_HOURS = 24;
export const REMINDER_MONTH_DAY = 5;
