/**
 * THE wording of a call's state, one for staff and applicants: whether the call takes applications
 * and, when it does not, why (by the call-active rule of call-status.ts). The applicant's call
 * cards and call page and the admin calls list all show `label`; the apply page and the server's
 * refusals give `explanation` (callApplyState's sentence).
 *
 *   open                      'Açık'
 *   deadline passed           'Başvuru Kapalı · son tarih geçti'
 *   closed by staff           'Başvuru Kapalı · yönetici kapattı'
 *   no end date               'Başvuru Kapalı · son tarih belirtilmemiş'
 *   end date unreadable       'Başvuru Kapalı · son tarih geçersiz'
 *
 * Staff read the same words beside their Aktif/Pasif switch, under the column "Başvuru"
 * (`shortLabel`: 'Kapalı · son tarih geçti'), so a call that is "Aktif" but past its deadline says
 * so as its applicants read it.
 */
import { DateTime } from 'luxon';
import { callApplyState, callStatus, type CallLike, type CallStatusKey } from './call-status';
import type { DateInput } from './dates';
import type { ChipColor } from './status';

export const CALL_STATE_MSG = {
  open: 'Açık',
  closed: 'Başvuru Kapalı',
  /** Under a column or heading that already says "Başvuru" (the admin calls list). */
  closedShort: 'Kapalı',
  separator: ' · ',
  reasons: {
    expired: 'son tarih geçti',
    closed: 'yönetici kapattı',
    'no-date': 'son tarih belirtilmemiş',
    'invalid-date': 'son tarih geçersiz',
    unknown: 'durum belirlenemedi',
  } satisfies Record<Exclude<CallStatusKey, 'active'>, string>,
} as const;

export interface CallState {
  /** Takes applications now. */
  open: boolean;
  reason: CallStatusKey;
  /** 'Açık', or 'Başvuru Kapalı · <why>'. */
  label: string;
  /** The same under a "Başvuru" heading: 'Açık', or 'Kapalı · <why>'. */
  shortLabel: string;
  /** Only the why ('son tarih geçti'), null when open. */
  reasonText: string | null;
  color: ChipColor;
  /** The sentence the apply page and the server give (null when open). */
  explanation: string | null;
}

export function callState(cagri: CallLike | null | undefined, now: DateInput = DateTime.now()): CallState {
  const status = callStatus(cagri, now);
  const apply = callApplyState(cagri, now);
  if (status.key === 'active') {
    return { open: true, reason: 'active', label: CALL_STATE_MSG.open, shortLabel: CALL_STATE_MSG.open, reasonText: null, color: 'success', explanation: null };
  }
  const reasonText = CALL_STATE_MSG.reasons[status.key];
  return {
    open: false,
    reason: status.key,
    label: `${CALL_STATE_MSG.closed}${CALL_STATE_MSG.separator}${reasonText}`,
    shortLabel: `${CALL_STATE_MSG.closedShort}${CALL_STATE_MSG.separator}${reasonText}`,
    reasonText,
    color: status.key === 'closed' || status.key === 'unknown' ? 'neutral' : status.color,
    explanation: apply.message,
  };
}

/** The words of the call page (/cagrilar/:id) and the calls list's groups and cards. */
export const CALL_PAGE_MSG = {
  back: 'Çağrılara Dön',
  startLabel: 'Başlangıç:',
  detailButton: 'Çağrı Detayları',
  descriptionTitle: 'Çağrı Açıklaması',
  stateTitle: 'Başvuru Durumu',
  openText: (deadline: string): string => `Bu çağrı başvuru alıyor. Son başvuru: ${deadline}.`,
  mineTitle: 'Bu Çağrıya Başvurularınız',
  mineEmpty: 'Bu çağrıya henüz başvurmadınız.',
  mineLoadError: 'Başvurularınız yüklenemedi.',
  more: 'Devamı',
  moreLabel: (title: string): string => `${title}: çağrının tamamını görüntüle`,
  openGroup: 'Başvuruya Açık Çağrılar',
  closedGroup: 'Kapanmış Çağrılar',
  closedGroupHint: 'Bu çağrılar artık başvuru almıyor; bilgi için listelenir.',
  notFound: 'Çağrı bulunamadı.',
  invalidId: 'Geçersiz çağrı ID.',
} as const;
