/**
 * The call-active rule (spec 4): a call is active iff aktif is true, bitis is present and valid,
 * and now is not after the end; a date-only bitis (YYYY-MM-DD) counts to 23:59:59 of that day in
 * Europe/Istanbul. The same rule is the server's acik_mi and the 'inactive' filter.
 */
import { DateTime } from 'luxon';
import { TIME_ZONE } from './constants';
import { isDateOnly, parseDate, type DateInput } from './dates';
import { MSG } from './messages';
import type { ChipColor } from './status';

export interface CallLike {
  aktif?: boolean | null;
  bitis?: string | null;
}

export type CallStatusKey = 'closed' | 'no-date' | 'invalid-date' | 'expired' | 'active' | 'unknown';

export interface CallStatus {
  key: CallStatusKey;
  active: boolean;
  label: string;
  color: ChipColor;
}

/**
 * The instant a call closes: a date-only value -> 23:59:59 of that day in Istanbul; a date-time
 * without offset -> Istanbul wall time. null when empty; invalid DateTime when unparsable.
 */
export function callDeadline(bitis: string | null | undefined): DateTime | null {
  if (bitis === null || bitis === undefined || bitis.trim() === '') return null;
  if (isDateOnly(bitis)) {
    const day = DateTime.fromISO(bitis.trim(), { zone: TIME_ZONE });
    return day.isValid ? day.set({ hour: 23, minute: 59, second: 59, millisecond: 0 }) : day;
  }
  return parseDate(bitis);
}

function nowOf(now: DateInput): DateTime {
  const p = parseDate(now);
  if (!p || !p.isValid) throw new Error('invalid now');
  return p;
}

/** Status chip of a call (spec 4 labels and colours). Never throws: 'Bilinmeyen' on error. */
export function callStatus(cagri: CallLike | null | undefined, now: DateInput = DateTime.now()): CallStatus {
  try {
    if (!cagri) throw new Error('no call');
    if (cagri.aktif !== true) return { key: 'closed', active: false, label: MSG.call.status.closed, color: 'neutral' };
    const end = callDeadline(cagri.bitis);
    if (end === null) return { key: 'no-date', active: false, label: MSG.call.status.noDate, color: 'warning' };
    if (!end.isValid) return { key: 'invalid-date', active: false, label: MSG.call.status.invalidDate, color: 'error' };
    if (nowOf(now) > end) return { key: 'expired', active: false, label: MSG.call.status.expired, color: 'error' };
    return { key: 'active', active: true, label: MSG.call.status.active, color: 'success' };
  } catch {
    return { key: 'unknown', active: false, label: MSG.call.status.unknown, color: 'neutral' };
  }
}

/** Active by the rule above (false on any error). */
export function isCallActive(cagri: CallLike | null | undefined, now: DateInput = DateTime.now()): boolean {
  return callStatus(cagri, now).active;
}

/** Whether a call takes applications, and if not, why, in the words the apply page and the server use. */
export type CallApplyState =
  | { open: true; reason: 'active'; chip: string; color: ChipColor; message: null }
  | { open: false; reason: Exclude<CallStatusKey, 'active'>; chip: string; color: ChipColor; message: string };

/**
 * Why a call is closed for applications, by the call-active rule: closed by staff (aktif false), no
 * end date, an unparsable end date, the deadline passed, or an unknown state. Only a passed
 * deadline reads 'Bu çağrının başvuru süresi dolmuştur...' (the spec's text); the others say what
 * actually happened. The apply page shows `chip` and `message`; the server answers `message` under
 * `cagri` when someone applies anyway.
 */
export function callApplyState(cagri: CallLike | null | undefined, now: DateInput = DateTime.now()): CallApplyState {
  const status = callStatus(cagri, now);
  const C = MSG.call;
  switch (status.key) {
    case 'active':
      return { open: true, reason: 'active', chip: C.activeChip, color: 'success', message: null };
    case 'closed':
      return { open: false, reason: 'closed', chip: C.closedChip, color: 'neutral', message: C.closedWarning };
    case 'no-date':
      return { open: false, reason: 'no-date', chip: C.noDateChip, color: 'warning', message: C.noDateWarning };
    case 'invalid-date':
      return { open: false, reason: 'invalid-date', chip: C.status.invalidDate, color: 'error', message: C.invalidDateWarning };
    case 'expired':
      return { open: false, reason: 'expired', chip: C.expiredChip, color: 'error', message: C.expiredWarning };
    default:
      return { open: false, reason: 'unknown', chip: C.status.unknown, color: 'neutral', message: C.unknownWarning };
  }
}
