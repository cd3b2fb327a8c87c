/**
 * Statuses of spec section 4: the values, Turkish labels and chip colours, plus the small rules
 * that hang on them (quick actions, editability, role chips, account type).
 *
 * Labels the spec names are used verbatim; the others (marked "ours") are clear Turkish choices.
 */

import { MSG } from './messages';

/** Chip colours used across the portal. */
export const CHIP_COLORS = ['success', 'warning', 'error', 'info', 'neutral'] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];

export interface StatusMeta {
  label: string;
  color: ChipColor;
}

const UNKNOWN_LABEL = MSG.call.status.unknown;

function upper(v: string | null | undefined): string {
  return (v ?? '').trim().toUpperCase();
}
function lower(v: string | null | undefined): string {
  return (v ?? '').trim().toLowerCase();
}
function metaOf<K extends string>(table: Record<K, StatusMeta>, key: string, raw: string | null | undefined): StatusMeta {
  const hit = (table as Record<string, StatusMeta | undefined>)[key];
  if (hit) return hit;
  return { label: raw && raw.trim() ? raw : UNKNOWN_LABEL, color: 'neutral' };
}

// ---------------------------------------------------------------------------------------------
// Application (basvuru) durum
// ---------------------------------------------------------------------------------------------

export const BASVURU_DURUMLARI = ['TASLAK', 'GONDERILDI', 'INCELEME', 'ONAY', 'RED'] as const;
export type BasvuruDurum = (typeof BASVURU_DURUMLARI)[number];
/** A new application is sent (GONDERILDI); drafts are not created through the API. */
export const DEFAULT_BASVURU_DURUM: BasvuruDurum = 'GONDERILDI';

/** Labels and colours of application statuses (labels ours; the spec gives only the meanings). */
export const BASVURU_DURUM_META: Record<BasvuruDurum, StatusMeta> = {
  TASLAK: { label: 'Taslak', color: 'neutral' },
  GONDERILDI: { label: 'Gönderildi', color: 'info' },
  INCELEME: { label: 'İnceleniyor', color: 'warning' },
  ONAY: { label: 'Onaylandı', color: 'success' },
  RED: { label: 'Reddedildi', color: 'error' },
};

/** Meta of an application status (case-insensitive; unknown -> its own text, neutral). */
export function basvuruDurumMeta(v: string | null | undefined): StatusMeta {
  return metaOf(BASVURU_DURUM_META, upper(v), v);
}
/** "Only approved applications can be used for reservations" (spec 4). */
export function isBasvuruUsableForReservation(durum: string | null | undefined): boolean {
  return upper(durum) === 'ONAY';
}
/** "waiting" counter of /my-applications: under review or sent (spec 2). */
export function isBasvuruWaiting(durum: string | null | undefined): boolean {
  const d = upper(durum);
  return d === 'INCELEME' || d === 'GONDERILDI';
}

// ---------------------------------------------------------------------------------------------
// Report (rapor) durum: admin values, user-facing rule, employee reading
// ---------------------------------------------------------------------------------------------

/** Admin report values (spec 4). */
export const RAPOR_DURUMLARI = ['TASLAK', 'GONDERILDI', 'ONAY', 'RED'] as const;
export type RaporDurum = (typeof RAPOR_DURUMLARI)[number];
/** A new report is sent (GONDERILDI): staff can quick-approve it at once. */
export const DEFAULT_RAPOR_DURUM: RaporDurum = 'GONDERILDI';

/** Labels of admin report statuses (ours). */
export const RAPOR_DURUM_META: Record<RaporDurum, StatusMeta> = {
  TASLAK: { label: 'Taslak', color: 'neutral' },
  GONDERILDI: { label: 'Gönderildi', color: 'info' },
  ONAY: { label: 'Onaylandı', color: 'success' },
  RED: { label: 'Reddedildi', color: 'error' },
};

export function isRaporDurum(v: unknown): v is RaporDurum {
  return typeof v === 'string' && (RAPOR_DURUMLARI as readonly string[]).includes(v);
}

/** Employee report statuses (spec 4, /calisan-raporlari filter). */
export const CALISAN_RAPOR_DURUMLARI = ['beklemede', 'onaylandi', 'reddedildi'] as const;
export type CalisanRaporDurum = (typeof CALISAN_RAPOR_DURUMLARI)[number];

export const CALISAN_RAPOR_DURUM_META: Record<CalisanRaporDurum, StatusMeta> = {
  beklemede: { label: 'Beklemede', color: 'warning' },
  onaylandi: { label: 'Onaylandı', color: 'success' },
  reddedildi: { label: 'Reddedildi', color: 'error' },
};

const RAPOR_TO_CALISAN: Record<RaporDurum, CalisanRaporDurum> = {
  TASLAK: 'beklemede',
  GONDERILDI: 'beklemede',
  ONAY: 'onaylandi',
  RED: 'reddedildi',
};

/**
 * THE mapping from the admin report status to the employee-report reading of the company owner:
 * TASLAK and GONDERILDI -> beklemede, ONAY -> onaylandi, RED -> reddedildi.
 * The spec names both value sets but not how they relate; this is the one place that decides it.
 */
export function raporDurumToCalisanDurum(durum: RaporDurum): CalisanRaporDurum {
  return RAPOR_TO_CALISAN[durum];
}

export function calisanRaporDurumMeta(v: string | null | undefined): StatusMeta {
  return metaOf(CALISAN_RAPOR_DURUM_META, lower(v), v);
}

/** Progress bucket of a report on the user-facing report screen. */
export type RaporProgress = 'completed' | 'pending' | 'other';

/**
 * User-facing report status rule (spec 4): the status is free text; lower-cased 'onaylandi' or
 * 'tamamlandi' count as completed, 'beklemede' or 'inceleme' as pending.
 * Ours, on top: the admin values are read through `raporDurumToCalisanDurum` first, so ONAY is
 * completed and TASLAK/GONDERILDI are pending (our server stores the admin values).
 */
export function raporProgress(durum: string | null | undefined): RaporProgress {
  const up = upper(durum);
  const v = isRaporDurum(up) ? raporDurumToCalisanDurum(up) : lower(durum);
  if (v === 'onaylandi' || v === 'tamamlandi') return 'completed';
  if (v === 'beklemede' || v === 'inceleme') return 'pending';
  return 'other';
}

/** Counts of the report screen: total, completed, pending (spec 2). */
export function countReports(reports: ReadonlyArray<{ durum?: string | null }>): {
  total: number;
  completed: number;
  pending: number;
} {
  let completed = 0;
  let pending = 0;
  for (const r of reports) {
    const p = raporProgress(r.durum);
    if (p === 'completed') completed++;
    else if (p === 'pending') pending++;
  }
  return { total: reports.length, completed, pending };
}

/** Chip of a report status in any reading (admin value, free text, employee value). */
export function raporDurumMeta(v: string | null | undefined): StatusMeta {
  const up = upper(v);
  if (isRaporDurum(up)) return RAPOR_DURUM_META[up];
  const lo = lower(v);
  const table: Record<string, StatusMeta> = {
    ...CALISAN_RAPOR_DURUM_META,
    tamamlandi: { label: 'Tamamlandı', color: 'success' },
    inceleme: { label: 'İnceleniyor', color: 'warning' },
  };
  return metaOf(table, lo, v);
}

// ---------------------------------------------------------------------------------------------
// Reservation (rezervasyon) durum
// ---------------------------------------------------------------------------------------------

export const REZERVASYON_DURUMLARI = ['BEKLEME', 'ONAY', 'RED', 'IPTAL'] as const;
export type RezervasyonDurum = (typeof REZERVASYON_DURUMLARI)[number];
/** Initial status of a new reservation. */
export const DEFAULT_REZERVASYON_DURUM: RezervasyonDurum = 'BEKLEME';

/** Spec 4 verbatim. */
export const REZERVASYON_DURUM_META: Record<RezervasyonDurum, StatusMeta> = {
  BEKLEME: { label: 'Onay Bekliyor', color: 'warning' },
  ONAY: { label: 'Onaylandı', color: 'success' },
  RED: { label: 'Reddedildi', color: 'error' },
  IPTAL: { label: 'İptal Edildi', color: 'neutral' },
};

export function rezervasyonDurumMeta(v: string | null | undefined): StatusMeta {
  return metaOf(REZERVASYON_DURUM_META, upper(v), v);
}
/** Only BEKLEME is editable by the applicant (spec 4, 6). */
export function isReservationEditable(durum: string | null | undefined): boolean {
  return upper(durum) === 'BEKLEME';
}

/** The applicant may cancel (set IPTAL) only their own reservation, and only while it waits (BEKLEME). */
export function isReservationCancellable(durum: string | null | undefined): boolean {
  return upper(durum) === 'BEKLEME';
}

// ---------------------------------------------------------------------------------------------
// Receipt (dekont) durum: admin reading and owner reading
// ---------------------------------------------------------------------------------------------

export const DEKONT_DURUMLARI = ['YUKLENDI', 'ONAYLANDI', 'REDDEDILDI'] as const;
export type DekontDurum = (typeof DEKONT_DURUMLARI)[number];
export const DEFAULT_DEKONT_DURUM: DekontDurum = 'YUKLENDI';

/** Spec 4 verbatim (admin screens). */
export const DEKONT_DURUM_META: Record<DekontDurum, StatusMeta> = {
  YUKLENDI: { label: 'Yüklendi', color: 'warning' },
  ONAYLANDI: { label: 'Onaylandı', color: 'success' },
  REDDEDILDI: { label: 'Reddedildi', color: 'error' },
};

/** The company-owner screen's reading (spec 4). */
export const DEKONT_SAHIP_DURUMLARI = ['beklemede', 'onaylandi', 'reddedildi'] as const;
export type DekontSahipDurum = (typeof DEKONT_SAHIP_DURUMLARI)[number];

/** Labels ours (the screen has no diacritics elsewhere, but these are chip words). */
export const DEKONT_SAHIP_DURUM_META: Record<DekontSahipDurum, StatusMeta> = {
  beklemede: { label: 'Beklemede', color: 'warning' },
  onaylandi: { label: 'Onaylandı', color: 'success' },
  reddedildi: { label: 'Reddedildi', color: 'error' },
};

const DEKONT_TO_SAHIP: Record<DekontDurum, DekontSahipDurum> = {
  YUKLENDI: 'beklemede',
  ONAYLANDI: 'onaylandi',
  REDDEDILDI: 'reddedildi',
};

export function isDekontDurum(v: unknown): v is DekontDurum {
  return typeof v === 'string' && (DEKONT_DURUMLARI as readonly string[]).includes(v);
}
/** Admin receipt status -> owner-screen reading: YUKLENDI -> beklemede, ONAYLANDI -> onaylandi, REDDEDILDI -> reddedildi. */
export function dekontDurumToSahipDurum(durum: DekontDurum): DekontSahipDurum {
  return DEKONT_TO_SAHIP[durum];
}
/** Chip of a receipt status in either reading. */
export function dekontDurumMeta(v: string | null | undefined): StatusMeta {
  const up = upper(v);
  if (isDekontDurum(up)) return DEKONT_DURUM_META[up];
  return metaOf(DEKONT_SAHIP_DURUM_META, lower(v), v);
}
/** Owner-screen chip of a receipt status in either reading (admin value mapped first). */
export function dekontSahipDurumMeta(v: string | null | undefined): StatusMeta {
  const up = upper(v);
  const key = isDekontDurum(up) ? dekontDurumToSahipDurum(up) : lower(v);
  return metaOf(DEKONT_SAHIP_DURUM_META, key, v);
}

// ---------------------------------------------------------------------------------------------
// Evaluation onerilen_durum
// ---------------------------------------------------------------------------------------------

export const ONERILEN_DURUMLAR = ['ONAY', 'RED', 'INCELEME'] as const;
export type OnerilenDurum = (typeof ONERILEN_DURUMLAR)[number];
/** Default, and the value the form resets to after submit (spec 4). */
export const DEFAULT_ONERILEN_DURUM: OnerilenDurum = 'INCELEME';

/** Labels ours. */
export const ONERILEN_DURUM_META: Record<OnerilenDurum, StatusMeta> = {
  ONAY: { label: 'Onay', color: 'success' },
  RED: { label: 'Red', color: 'error' },
  INCELEME: { label: 'İnceleme', color: 'warning' },
};

export function isOnerilenDurum(v: unknown): v is OnerilenDurum {
  return typeof v === 'string' && (ONERILEN_DURUMLAR as readonly string[]).includes(v);
}

/**
 * Display colour of an evaluation status (spec 4): onay, onaylandi, kabul = success;
 * red, reddedildi = error; inceleme, beklemede = warning; anything else neutral. Case-insensitive.
 */
export function evaluationStatusColor(v: string | null | undefined): ChipColor {
  switch (lower(v)) {
    case 'onay':
    case 'onaylandi':
    case 'kabul':
      return 'success';
    case 'red':
    case 'reddedildi':
      return 'error';
    case 'inceleme':
    case 'beklemede':
      return 'warning';
    default:
      return 'neutral';
  }
}
const EVALUATION_WORD_LABELS: Record<string, string> = {
  onay: 'Onay',
  onaylandi: 'Onaylandı',
  kabul: 'Kabul',
  red: 'Red',
  reddedildi: 'Reddedildi',
  inceleme: 'İnceleme',
  beklemede: 'Beklemede',
};
export function evaluationStatusMeta(v: string | null | undefined): StatusMeta {
  const label = EVALUATION_WORD_LABELS[lower(v)] ?? (v && v.trim() ? v : UNKNOWN_LABEL);
  return { label, color: evaluationStatusColor(v) };
}

// ---------------------------------------------------------------------------------------------
// Company role, assignment state, active/passive
// ---------------------------------------------------------------------------------------------

export const SIRKET_ROLLERI = ['sahip', 'calisan'] as const;
export type SirketRol = (typeof SIRKET_ROLLERI)[number];
/** Default company role on assignment (spec 6, 9). */
export const DEFAULT_SIRKET_ROL: SirketRol = 'calisan';

/** Labels ours. */
export const SIRKET_ROL_META: Record<SirketRol, StatusMeta> = {
  sahip: { label: 'Şirket Sahibi', color: 'info' },
  calisan: { label: 'Çalışan', color: 'neutral' },
};
export function sirketRolMeta(v: string | null | undefined): StatusMeta {
  return metaOf(SIRKET_ROL_META, lower(v), v);
}

/** Mentor assignment aktif: true counts as pending, false as completed (spec 4). Labels ours. */
export function atamaDurumMeta(aktif: boolean | null | undefined): StatusMeta & { state: 'pending' | 'completed' } {
  return aktif
    ? { state: 'pending', label: 'Devam Ediyor', color: 'warning' }
    : { state: 'completed', label: 'Tamamlandı', color: 'success' };
}

/** Aktif/Pasif chip of calls (admin), mentors, resources, companies, users. */
export function aktifPasifMeta(aktif: boolean | null | undefined): StatusMeta {
  return aktif ? { label: 'Aktif', color: 'success' } : { label: 'Pasif', color: 'neutral' };
}

// ---------------------------------------------------------------------------------------------
// Quick actions (approve / reject buttons in admin tables)
// ---------------------------------------------------------------------------------------------

/** The only state each entity may be quickly approved or rejected from (spec 2, 4). */
export const QUICK_DECISION_FROM = {
  basvuru: 'INCELEME',
  rapor: 'GONDERILDI',
  rezervasyon: 'BEKLEME',
  dekont: 'YUKLENDI',
} as const satisfies Record<string, string>;
export type QuickDecisionKind = keyof typeof QUICK_DECISION_FROM;

/** Quick approve/reject allowed? (the same rule serves both buttons) */
export function canQuickDecide(kind: QuickDecisionKind, durum: string | null | undefined): boolean {
  return upper(durum) === QUICK_DECISION_FROM[kind];
}

/** The value a quick approve / reject sets. */
export const QUICK_DECISION_TO = {
  basvuru: { approve: 'ONAY', reject: 'RED' },
  rapor: { approve: 'ONAY', reject: 'RED' },
  rezervasyon: { approve: 'ONAY', reject: 'RED' },
  dekont: { approve: 'ONAYLANDI', reject: 'REDDEDILDI' },
} as const;

// ---------------------------------------------------------------------------------------------
// Roles: admin role chips, home chips, account type
// ---------------------------------------------------------------------------------------------

export interface RoleFlags {
  is_superuser?: boolean | null;
  is_staff?: boolean | null;
  is_mentor?: boolean | null;
  is_sirket_sahibi?: boolean | null;
}

export interface RoleChip {
  key: 'superuser' | 'staff' | 'mentor' | 'sirket_sahibi' | 'normal';
  label: string;
  color: ChipColor;
}

/**
 * Admin users table role chips (spec 6): 'Super Admin', 'Admin', 'Mentor', 'Şirket Sahibi', one per
 * flag in that order; none of them -> 'Normal Kullanıcı'. Colours ours.
 */
export function adminRoleChips(u: RoleFlags): RoleChip[] {
  const chips: RoleChip[] = [];
  if (u.is_superuser) chips.push({ key: 'superuser', label: MSG.roles.superAdmin, color: 'error' });
  if (u.is_staff) chips.push({ key: 'staff', label: MSG.roles.admin, color: 'warning' });
  if (u.is_mentor) chips.push({ key: 'mentor', label: MSG.roles.mentor, color: 'info' });
  if (u.is_sirket_sahibi) chips.push({ key: 'sirket_sahibi', label: MSG.roles.sirketSahibi, color: 'success' });
  if (chips.length === 0) chips.push({ key: 'normal', label: MSG.roles.normal, color: 'neutral' });
  return chips;
}

/** Home page role chips (spec 2): Mentor, Şirket Sahibi when flagged; everyone sees Kullanıcı. */
export function homeRoleChips(u: RoleFlags): string[] {
  const chips: string[] = [];
  if (u.is_mentor) chips.push(MSG.roles.homeMentor);
  if (u.is_sirket_sahibi) chips.push(MSG.roles.homeSirketSahibi);
  chips.push(MSG.roles.homeUser);
  return chips;
}

/** Settings account type (spec 2): 'Yönetici' if staff, else 'Kullanıcı'. */
export function accountType(isStaff: boolean | null | undefined): 'Yönetici' | 'Kullanıcı' {
  return isStaff ? MSG.account.staff : MSG.account.user;
}

// ---------------------------------------------------------------------------------------------
// One lookup for UI chips
// ---------------------------------------------------------------------------------------------

/** Which status table a value belongs to (the names @portal/ui already uses). */
export type StatusKind = 'basvuru' | 'rapor' | 'calisanRaporu' | 'rezervasyon' | 'dekont' | 'dekontSahip' | 'degerlendirme' | 'sirketRol';

/** Label and colour of any status value (case-insensitive; unknown -> its own text, neutral; empty -> 'Bilinmeyen'). */
export function statusMeta(kind: StatusKind, value: string | null | undefined): StatusMeta {
  switch (kind) {
    case 'basvuru':
      return basvuruDurumMeta(value);
    case 'rapor':
      return raporDurumMeta(value);
    case 'calisanRaporu':
      return calisanRaporDurumMeta(value);
    case 'rezervasyon':
      return rezervasyonDurumMeta(value);
    case 'dekont':
      return dekontDurumMeta(value);
    case 'dekontSahip':
      return dekontSahipDurumMeta(value);
    case 'degerlendirme':
      return evaluationStatusMeta(value);
    case 'sirketRol':
      return sirketRolMeta(value);
  }
}
export function statusLabel(kind: StatusKind, value: string | null | undefined): string {
  return statusMeta(kind, value).label;
}
export function statusColor(kind: StatusKind, value: string | null | undefined): ChipColor {
  return statusMeta(kind, value).color;
}
