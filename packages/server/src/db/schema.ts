// The whole data model of spec section 3. Table and column names follow the API's Turkish field
// names so that routes map rows to responses without renaming. Every foreign key and every column a
// list filters on has an index. Rules Drizzle cannot express (the exclusion constraint
// against double booking) live in a hand-written migration: drizzle/0001_reservation_no_overlap.sql.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  BASVURU_DURUMLARI,
  DEFAULT_BASVURU_DURUM,
  DEFAULT_DEKONT_DURUM,
  DEFAULT_ONERILEN_DURUM,
  DEFAULT_RAPOR_DURUM,
  DEFAULT_REZERVASYON_DURUM,
  DEFAULT_SIRKET_ROL,
  DEKONT_DURUMLARI,
  ONERILEN_DURUMLAR,
  RAPOR_DURUMLARI,
  REZERVASYON_DURUMLARI,
  SIRKET_ROLLERI,
} from '@portal/domain';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A status column: typed by the domain's values, default from the domain, checked by the database. */
const statusColumn = <const V extends readonly string[]>(name: string, _values: V, fallback: V[number]) =>
  varchar(name, { length: 16 }).$type<V[number]>().notNull().default(fallback);

/** `column in ('A', 'B', ...)` from the domain's values (the check constraints' SQL). */
const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

const createdAt = (name = 'olusturuldu') => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    password: text('password').notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    first_name: varchar('first_name', { length: 150 }).notNull().default(''),
    last_name: varchar('last_name', { length: 150 }).notNull().default(''),
    ad_soyad: varchar('ad_soyad', { length: 255 }).notNull().default(''),
    firma_adi: varchar('firma_adi', { length: 255 }).notNull().default(''),
    telefon: varchar('telefon', { length: 32 }).notNull().default(''),
    is_staff: boolean('is_staff').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    date_joined: createdAt('date_joined'),
    last_login: tstz('last_login'),
    /** Refresh tokens issued at or before this second are refused (set by a password change). */
    password_changed_at: tstz('password_changed_at'),
    /**
     * Carried in every token as `ver`; a token with another value is refused. Bumped by a password
     * change, a deactivation and "log out everywhere", which so end every session of the user.
     */
    token_version: integer('token_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_email_idx').on(t.email),
    index('users_is_active_idx').on(t.is_active),
  ],
);

/** Uploaded files: bytes live in the storage backend under `storage_key`, never under the client's name. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    storage_key: varchar('storage_key', { length: 64 }).notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 127 }).notNull(),
    ext: varchar('ext', { length: 16 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    olusturuldu: createdAt(),
  },
  (t) => [uniqueIndex('stored_files_key_uq').on(t.storage_key), index('stored_files_uploaded_by_idx').on(t.uploaded_by)],
);

export const companies = pgTable(
  'sirketler',
  {
    id: serial('id').primaryKey(),
    adi: varchar('adi', { length: 255 }).notNull(),
    aktif: boolean('aktif').notNull().default(true),
    olusturuldu: createdAt(),
  },
  (t) => [index('sirketler_aktif_idx').on(t.aktif), index('sirketler_adi_idx').on(t.adi)],
);

export const companyMembers = pgTable(
  'sirket_uyeleri',
  {
    id: serial('id').primaryKey(),
    sirket_id: integer('sirket_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rol: statusColumn('rol', SIRKET_ROLLERI, DEFAULT_SIRKET_ROL),
    olusturuldu: createdAt(),
  },
  (t) => [
    uniqueIndex('sirket_uyeleri_sirket_user_uq').on(t.sirket_id, t.user_id),
    index('sirket_uyeleri_user_idx').on(t.user_id),
    index('sirket_uyeleri_rol_idx').on(t.rol),
    check('sirket_uyeleri_rol_ck', oneOf(t.rol, SIRKET_ROLLERI)),
  ],
);

export const calls = pgTable(
  'cagrilar',
  {
    id: serial('id').primaryKey(),
    baslik: varchar('baslik', { length: 255 }).notNull(),
    aciklama: text('aciklama').notNull().default(''),
    baslangic: tstz('baslangic'),
    bitis: tstz('bitis'),
    aktif: boolean('aktif').notNull().default(true),
    detay_url: varchar('detay_url', { length: 500 }),
    olusturuldu: createdAt(),
  },
  (t) => [index('cagrilar_aktif_idx').on(t.aktif), index('cagrilar_bitis_idx').on(t.bitis)],
);

export const applications = pgTable(
  'basvurular',
  {
    id: serial('id').primaryKey(),
    // A call with applications cannot be deleted (RESTRICT): staff close it instead.
    cagri_id: integer('cagri_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'restrict' }),
    basvuran_id: integer('basvuran_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sirket_id: integer('sirket_id').references(() => companies.id, { onDelete: 'set null' }),
    proje_basligi: varchar('proje_basligi', { length: 255 }).notNull(),
    aciklama: text('aciklama').notNull(),
    durum: statusColumn('durum', BASVURU_DURUMLARI, DEFAULT_BASVURU_DURUM),
    ek_dosya_id: integer('ek_dosya_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    olusturuldu: createdAt(),
    guncellendi: createdAt('guncellendi'),
  },
  (t) => [
    index('basvurular_cagri_idx').on(t.cagri_id),
    index('basvurular_basvuran_idx').on(t.basvuran_id),
    index('basvurular_sirket_idx').on(t.sirket_id),
    index('basvurular_durum_idx').on(t.durum),
    index('basvurular_ek_dosya_idx').on(t.ek_dosya_id),
    index('basvurular_olusturuldu_idx').on(t.olusturuldu),
    check('basvurular_durum_ck', oneOf(t.durum, BASVURU_DURUMLARI)),
  ],
);

export const reports = pgTable(
  'raporlar',
  {
    id: serial('id').primaryKey(),
    basvuru_id: integer('basvuru_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    olusturan_id: integer('olusturan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    donem_baslangic: date('donem_baslangic', { mode: 'string' }).notNull(),
    donem_bitis: date('donem_bitis', { mode: 'string' }).notNull(),
    ozet: text('ozet').notNull(),
    durum: statusColumn('durum', RAPOR_DURUMLARI, DEFAULT_RAPOR_DURUM),
    ek_dosya_id: integer('ek_dosya_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    olusturuldu: createdAt(),
  },
  (t) => [
    index('raporlar_basvuru_idx').on(t.basvuru_id),
    index('raporlar_olusturan_idx').on(t.olusturan_id),
    index('raporlar_durum_idx').on(t.durum),
    index('raporlar_ek_dosya_idx').on(t.ek_dosya_id),
    index('raporlar_olusturuldu_idx').on(t.olusturuldu),
    check('raporlar_durum_ck', oneOf(t.durum, RAPOR_DURUMLARI)),
    check('raporlar_donem_ck', sql`${t.donem_bitis} >= ${t.donem_baslangic}`),
  ],
);

export const mentors = pgTable(
  'mentorler',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unvan: varchar('unvan', { length: 100 }).notNull().default(''),
    uzmanlik: text('uzmanlik').notNull().default(''),
    aktif: boolean('aktif').notNull().default(true),
    /** How many active projects staff want this mentor to carry at most (suggestions respect it). */
    kapasite: integer('kapasite').notNull().default(5),
    olusturuldu: createdAt(),
  },
  (t) => [
    uniqueIndex('mentorler_user_uq').on(t.user_id),
    index('mentorler_aktif_idx').on(t.aktif),
    check('mentorler_kapasite_ck', sql`${t.kapasite} >= 1`),
  ],
);

/** Conflicts of interest a mentor declared: never suggested for, nor assigned to, that company's projects. */
export const mentorConflicts = pgTable(
  'mentor_cakismalari',
  {
    id: serial('id').primaryKey(),
    mentor_id: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    sirket_id: integer('sirket_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    olusturuldu: createdAt(),
  },
  (t) => [
    uniqueIndex('mentor_cakismalari_mentor_sirket_uq').on(t.mentor_id, t.sirket_id),
    index('mentor_cakismalari_sirket_idx').on(t.sirket_id),
  ],
);

export const assignments = pgTable(
  'mentor_atamalari',
  {
    id: serial('id').primaryKey(),
    mentor_id: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    basvuru_id: integer('basvuru_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    aktif: boolean('aktif').notNull().default(true),
    tarih: createdAt('tarih'),
  },
  (t) => [
    uniqueIndex('mentor_atamalari_mentor_basvuru_uq').on(t.mentor_id, t.basvuru_id),
    index('mentor_atamalari_basvuru_idx').on(t.basvuru_id),
    index('mentor_atamalari_aktif_idx').on(t.aktif),
  ],
);

export const evaluations = pgTable(
  'degerlendirmeler',
  {
    id: serial('id').primaryKey(),
    atama_id: integer('atama_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    puan: integer('puan').notNull(),
    yorum: text('yorum').notNull().default(''),
    onerilen_durum: statusColumn('onerilen_durum', ONERILEN_DURUMLAR, DEFAULT_ONERILEN_DURUM),
    olusturuldu: createdAt(),
  },
  (t) => [
    index('degerlendirmeler_atama_idx').on(t.atama_id),
    index('degerlendirmeler_olusturuldu_idx').on(t.olusturuldu),
    check('degerlendirmeler_puan_ck', sql`${t.puan} between 0 and 100`),
    check('degerlendirmeler_durum_ck', oneOf(t.onerilen_durum, ONERILEN_DURUMLAR)),
  ],
);

export const resources = pgTable(
  'kaynaklar',
  {
    id: serial('id').primaryKey(),
    ad: varchar('ad', { length: 255 }).notNull(),
    kapasite: integer('kapasite').notNull().default(1),
    aktif: boolean('aktif').notNull().default(true),
    olusturuldu: createdAt(),
  },
  (t) => [index('kaynaklar_aktif_idx').on(t.aktif), check('kaynaklar_kapasite_ck', sql`${t.kapasite} >= 1`)],
);

export const reservations = pgTable(
  'rezervasyonlar',
  {
    id: serial('id').primaryKey(),
    kaynak_id: integer('kaynak_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    basvuru_id: integer('basvuru_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    olusturan_id: integer('olusturan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    baslangic: tstz('baslangic').notNull(),
    bitis: tstz('bitis').notNull(),
    aciklama: text('aciklama').notNull().default(''),
    durum: statusColumn('durum', REZERVASYON_DURUMLARI, DEFAULT_REZERVASYON_DURUM),
    olusturuldu: createdAt(),
  },
  (t) => [
    index('rezervasyonlar_kaynak_baslangic_idx').on(t.kaynak_id, t.baslangic),
    index('rezervasyonlar_basvuru_idx').on(t.basvuru_id),
    index('rezervasyonlar_olusturan_idx').on(t.olusturan_id),
    index('rezervasyonlar_durum_idx').on(t.durum),
    check('rezervasyonlar_durum_ck', oneOf(t.durum, REZERVASYON_DURUMLARI)),
    check('rezervasyonlar_sure_ck', sql`${t.bitis} > ${t.baslangic}`),
  ],
);

export const receipts = pgTable(
  'dekontlar',
  {
    id: serial('id').primaryKey(),
    sirket_id: integer('sirket_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    olusturan_id: integer('olusturan_id').references(() => users.id, { onDelete: 'set null' }),
    aciklama: text('aciklama').notNull().default(''),
    odeme_tarihi: date('odeme_tarihi', { mode: 'string' }).notNull(),
    yukleme_tarihi: createdAt('yukleme_tarihi'),
    dosya_id: integer('dosya_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    durum: statusColumn('durum', DEKONT_DURUMLARI, DEFAULT_DEKONT_DURUM),
    /** sha256 of the file: the same document uploaded twice by one company is refused (unique below). */
    dosya_sha256: varchar('dosya_sha256', { length: 64 }),
  },
  (t) => [
    index('dekontlar_sirket_idx').on(t.sirket_id),
    uniqueIndex('dekontlar_sirket_sha256_uq').on(t.sirket_id, t.dosya_sha256),
    index('dekontlar_olusturan_idx').on(t.olusturan_id),
    index('dekontlar_dosya_idx').on(t.dosya_id),
    index('dekontlar_durum_idx').on(t.durum),
    check('dekontlar_durum_ck', oneOf(t.durum, DEKONT_DURUMLARI)),
  ],
);

/** Used refresh tokens (rotation and logout). A unique jti insert makes each refresh single-use. */
export const tokenBlacklist = pgTable(
  'token_blacklist',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: tstz('expires_at').notNull(),
    blacklisted_at: createdAt('blacklisted_at'),
  },
  (t) => [index('token_blacklist_user_idx').on(t.user_id), index('token_blacklist_expires_idx').on(t.expires_at)],
);
