/**
 * Entities of spec section 3, as the server sends them and the clients read them.
 * Dates are strings: ISO 8601 date-times, or 'YYYY-MM-DD' dates where the spec has a date.
 */
import type {
  BasvuruDurum,
  CalisanRaporDurum,
  DekontDurum,
  OnerilenDurum,
  RaporDurum,
  RezervasyonDurum,
  SirketRol,
} from './status';
import type { WorkloadLevel } from './scores';

export type Id = number;
/** ISO 8601 date-time string. */
export type IsoDateTime = string;
/** 'YYYY-MM-DD'. */
export type IsoDate = string;

// ---------------------------------------------------------------------------------------------
// Session and auth
// ---------------------------------------------------------------------------------------------

/** Claims of the access token (SimpleJWT-like) as decoded, before checking. */
export interface TokenClaims {
  token_type?: 'access' | 'refresh';
  /** Expiry in seconds since the epoch. */
  exp: number;
  iat?: number;
  jti?: string;
  user_id: Id;
  is_mentor?: boolean;
  is_sirket_sahibi?: boolean;
  is_staff?: boolean;
  is_superuser?: boolean;
  /** Company role of the user, or null. */
  rol?: SirketRol | string | null;
  sirket_id?: Id | null;
}

/** The signed-in user as the client keeps it (flags normalised to booleans). */
export interface SessionUser {
  user_id: Id;
  exp: number;
  is_mentor: boolean;
  is_sirket_sahibi: boolean;
  is_staff: boolean;
  is_superuser: boolean;
  rol: SirketRol | string | null;
  sirket_id: Id | null;
}

export interface LoginPayload {
  username: string;
  password: string;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface RefreshPayload {
  refresh: string;
}

/** token/refresh/ answers with a new access token (and, rotating, a new refresh token). */
export interface RefreshResponse {
  access: string;
  refresh?: string;
}

// ---------------------------------------------------------------------------------------------
// Lists and errors
// ---------------------------------------------------------------------------------------------

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** "List responses may be a plain array or an object with results" (spec 7). */
export type ListResponse<T> = T[] | Paginated<T>;

/** DRF-shaped error body: { detail }, { field: [...] }, { non_field_errors: [...] }. */
export interface DrfErrorBody {
  detail?: string;
  code?: string;
  non_field_errors?: string[];
  [field: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// Shared fragments
// ---------------------------------------------------------------------------------------------

/** Applicant summary nested in applications, assignments, projects. */
export interface Basvuran {
  id?: Id;
  ad_soyad: string;
  email?: string;
  firma_adi?: string | null;
}

/** Minimal user fragment. */
export interface UserRef {
  id?: Id;
  first_name: string;
  last_name: string;
  username: string;
  email?: string;
}

// ---------------------------------------------------------------------------------------------
// Calls, applications, reports
// ---------------------------------------------------------------------------------------------

export interface Cagri {
  id: Id;
  baslik: string;
  aciklama: string;
  baslangic: IsoDate | IsoDateTime | null;
  /** Date or date-time; a date-only end counts until 23:59:59 Istanbul. */
  bitis: IsoDate | IsoDateTime | null;
  aktif: boolean;
  /** The call-active rule evaluated by the server. */
  acik_mi: boolean;
  detay_url?: string | null;
}

/** Admin call form payload. */
export interface CagriPayload {
  baslik: string;
  aciklama: string;
  baslangic: string;
  bitis: string;
  aktif: boolean;
  detay_url?: string | null;
}

export interface Basvuru {
  id: Id;
  proje_basligi: string;
  aciklama: string;
  durum: BasvuruDurum;
  olusturuldu: IsoDateTime;
  sirket_id: Id | null;
  sirket?: { id?: Id; adi: string } | null;
  sirket_adi?: string | null;
  basvuran: Basvuran;
  cagri: { id: Id; baslik: string };
  /** The call's id (the server always sends it; the same as cagri.id). */
  cagri_id?: Id;
  /** Signed download URL of the attachment (short-lived), or null. */
  ek_dosya: string | null;
}

/** Multipart fields of POST basvurular/ (the file travels as ek_dosya). */
export interface BasvuruCreatePayload {
  cagri: Id;
  proje_basligi: string;
  aciklama: string;
  ek_dosya?: File | Blob | null;
  /** Only when the user has a company. */
  sirket_id?: Id;
}

export interface Rapor {
  id: Id;
  basvuru_id?: Id;
  basvuru?: {
    id?: Id;
    proje_basligi: string;
    olusturan?: { first_name: string; last_name: string; email: string };
    basvuran?: Basvuran;
  };
  donem_baslangic: IsoDate;
  donem_bitis: IsoDate | null;
  ozet: string;
  /** Admin value, or free text on the user-facing screen (see raporProgress). */
  durum: RaporDurum | (string & {});
  ek_dosya: string | null;
  olusturuldu: IsoDateTime;
  proje_basligi?: string;
  sirket_adi?: string | null;
  cagri_adi?: string | null;
  basvuran_adi?: string | null;
}

/** Multipart fields of POST raporlar/. */
export interface RaporCreatePayload {
  basvuru_id: Id;
  donem_baslangic: IsoDate;
  ozet: string;
  ek_dosya?: File | Blob | null;
}

/**
 * One row of sirketler/{id}/calisan-raporlari/ (shape ours: spec 2 lists the columns): the report
 * as everywhere, its author (the employee), and the owner screen's reading of the admin `durum`
 * (raporDurumToCalisanDurum).
 */
export interface CalisanRaporu extends Rapor {
  calisan: { id: Id; first_name: string; last_name: string; email: string; username: string };
  durum_calisan: CalisanRaporDurum;
}

// ---------------------------------------------------------------------------------------------
// Resources and reservations
// ---------------------------------------------------------------------------------------------

export interface Kaynak {
  id: Id;
  ad: string;
  /** Integer, at least 1. */
  kapasite: number;
  aktif: boolean;
}

export interface KaynakPayload {
  ad: string;
  kapasite: number;
  aktif: boolean;
}

export interface Rezervasyon {
  id: Id;
  /** id on the applicant side; { id, ad } in admin lists. */
  kaynak: Id | { id: Id; ad: string };
  kaynak_id?: Id;
  kaynak_adi?: string;
  /** id on the applicant side; { id, proje_basligi } in admin lists. */
  basvuru: Id | { id: Id; proje_basligi: string };
  basvuru_id?: Id;
  baslangic: IsoDateTime;
  bitis: IsoDateTime;
  aciklama: string | null;
  durum: RezervasyonDurum;
  olusturan?: UserRef;
  olusturuldu: IsoDateTime;
}

export interface RezervasyonCreatePayload {
  kaynak: Id;
  basvuru: Id;
  baslangic: IsoDateTime;
  bitis: IsoDateTime;
  aciklama?: string;
}

/** Availability item of rezervasyonlar/?kaynak=&month=&year= (spec 7). */
export interface RezervasyonAvailability {
  id?: Id;
  baslangic: IsoDateTime;
  bitis: IsoDateTime;
  durum: RezervasyonDurum;
}

// ---------------------------------------------------------------------------------------------
// Mentors, assignments, evaluations
// ---------------------------------------------------------------------------------------------

export interface MentorUser {
  id: Id;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
}

export interface Mentor {
  id: Id;
  user: MentorUser;
  unvan: string;
  uzmanlik: string;
  aktif: boolean;
}

export interface MentorCreatePayload {
  user_id: Id;
  unvan: string;
  uzmanlik: string;
  aktif: boolean;
}

/** POST admin/users/{id}/assign_as_mentor/. */
export interface AssignAsMentorPayload {
  unvan: string;
  uzmanlik: string;
  aktif: boolean;
}

export interface Atama {
  id: Id;
  tarih: IsoDateTime;
  /** true = pending (active), false = completed. */
  aktif: boolean;
  basvuru: { id: Id; proje_basligi: string; basvuran: Basvuran };
  mentor: {
    id?: Id;
    name: string;
    aktif: boolean;
    unvan: string;
    uzmanlik: string;
    user: UserRef;
  };
}

export interface AvailableMentor {
  id: Id;
  name: string;
  unvan: string;
  uzmanlik: string;
  active_assignments: number;
  workload_level: WorkloadLevel;
}

export interface UnassignedProject {
  id: Id;
  proje_basligi: string;
  basvuran: { ad_soyad: string; firma_adi: string | null };
  cagri: { id?: Id; baslik: string };
}

export interface MentorPerformance {
  mentor: { id: Id; name: string; unvan: string };
  total_assignments: number;
  active_assignments: number;
  completed_assignments: number;
  average_score: number | null;
}

export interface BulkAssignmentRow {
  mentor_id: Id;
  basvuru_id: Id;
}

export interface BulkAssignmentPayload {
  assignments: BulkAssignmentRow[];
}

export interface BulkAssignmentResult {
  total_successful: number;
  total_failed: number;
  error?: string;
}

export interface AssignToApplicationPayload {
  application_id: Id;
}

export interface Degerlendirme {
  id: Id;
  atama_id: Id;
  puan: number;
  yorum?: string | null;
  onerilen_durum: OnerilenDurum;
  olusturuldu: IsoDateTime;
  atama?: { id?: Id; basvuru: { id?: Id; proje_basligi: string } };
  mentor?: { id?: Id; user: { first_name: string; last_name: string } };
}

export interface DegerlendirmeCreatePayload {
  atama_id: Id;
  puan: number;
  yorum: string;
  onerilen_durum: OnerilenDurum;
}

// ---------------------------------------------------------------------------------------------
// Receipts and companies
// ---------------------------------------------------------------------------------------------

export interface Dekont {
  id: Id;
  aciklama: string | null;
  odeme_tarihi: IsoDate;
  yukleme_tarihi: IsoDateTime;
  /** File URL. */
  dekont_dosyasi: string;
  durum: DekontDurum;
  sirket: { id?: Id; adi: string };
  olusturan: UserRef;
}

/** Multipart fields of POST dekontlar/. */
export interface DekontUploadPayload {
  aciklama?: string;
  odeme_tarihi: IsoDate;
  dekont_dosyasi: File | Blob;
}

export interface SirketUyesi {
  id: Id;
  rol: SirketRol;
  user: UserRef & { telefon?: string | null };
}

export interface Sirket {
  id: Id;
  adi: string;
  aktif: boolean;
  /** GET sirketler/{id}/ sends the members only to the company's owner and to staff. */
  uyeler?: SirketUyesi[];
}

export interface SirketPayload {
  adi: string;
  aktif: boolean;
}

/** POST admin/users/{id}/assign_to_company/. */
export interface CompanyAssignPayload {
  company_id: Id;
  role: SirketRol;
}

// ---------------------------------------------------------------------------------------------
// Users and profile
// ---------------------------------------------------------------------------------------------

/** Admin user record (spec 3). */
export interface UserRecord {
  id: Id;
  username: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  is_active: boolean;
  is_staff: boolean;
  is_superuser: boolean;
  is_mentor: boolean;
  is_sirket_sahibi: boolean;
  sirket_id: Id | null;
  date_joined: IsoDateTime;
  last_login: IsoDateTime | null;
  sirket_uyelikleri: Array<{ id: Id; sirket_adi: string; rol_display: string }>;
}

/** Admin user create/update payload (password on create only). */
export interface UserPayload {
  username: string;
  email: string;
  first_name?: string;
  last_name?: string;
  password?: string;
  is_active?: boolean;
  is_staff?: boolean;
  is_superuser?: boolean;
}

/** GET /profile/ (flat; `profile` repeats the nested reading of spec 3 for compatibility). */
export interface Profile {
  id: Id;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  ad_soyad: string;
  firma_adi: string;
  telefon: string;
  is_staff: boolean;
  is_superuser: boolean;
  is_mentor: boolean;
  is_sirket_sahibi: boolean;
  date_joined: IsoDateTime;
  last_login: IsoDateTime | null;
  profile?: { ad_soyad: string; firma_adi: string; telefon: string };
}

export interface ProfileUpdatePayload {
  first_name?: string;
  last_name?: string;
  email?: string;
  ad_soyad?: string;
  firma_adi?: string;
  telefon?: string;
}

export interface PasswordChangePayload {
  current_password: string;
  new_password: string;
}

// ---------------------------------------------------------------------------------------------
// Admin dashboard
// ---------------------------------------------------------------------------------------------

export interface DashboardCount {
  total: number;
  /** 'active' count of the tile (active, or pending for applications/reports/reservations/receipts). */
  active: number;
}

export interface DashboardOverview {
  calls: DashboardCount;
  applications: DashboardCount;
  reports: DashboardCount;
  users: DashboardCount;
  companies: DashboardCount;
  mentors: DashboardCount;
  resources: DashboardCount;
  reservations: DashboardCount;
  receipts: DashboardCount;
}

export interface RecentActivities {
  recent_applications: Basvuru[];
  recent_reports: Rapor[];
  recent_users: UserRecord[];
}

/** Status update body of admin .../{id}/update_status/. */
export interface StatusUpdatePayload<D extends string> {
  durum: D;
}
