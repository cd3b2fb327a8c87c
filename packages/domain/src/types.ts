/**
 * Client-side shapes that have no API contract yet (the session, payloads the forms build, and the
 * entities of routes still to come). Every shape the API already answers with is a zod schema in
 * ./contracts, with its type inferred there: add new ones there, not here.
 * Dates are strings: ISO 8601 date-times, or 'YYYY-MM-DD' dates where the spec has a date.
 */
import type { SirketRol } from './status';

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

/** Admin call form payload. */
export interface CagriPayload {
  baslik: string;
  aciklama: string;
  baslangic: string;
  bitis: string;
  aktif: boolean;
  detay_url?: string | null;
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

/** Multipart fields of POST raporlar/. */
export interface RaporCreatePayload {
  basvuru_id: Id;
  donem_baslangic: IsoDate;
  ozet: string;
  ek_dosya?: File | Blob | null;
}

// ---------------------------------------------------------------------------------------------
// Resources and reservations
// ---------------------------------------------------------------------------------------------

export interface KaynakPayload {
  ad: string;
  kapasite: number;
  aktif: boolean;
}

export interface RezervasyonCreatePayload {
  kaynak: Id;
  basvuru: Id;
  baslangic: IsoDateTime;
  bitis: IsoDateTime;
  aciklama?: string;
}

// ---------------------------------------------------------------------------------------------
// Users and profile
// ---------------------------------------------------------------------------------------------

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
// Admin
// ---------------------------------------------------------------------------------------------

/** Status update body of admin .../{id}/update_status/. */
export interface StatusUpdatePayload<D extends string> {
  durum: D;
}
