CREATE TABLE "basvurular" (
	"id" serial PRIMARY KEY NOT NULL,
	"cagri_id" integer NOT NULL,
	"basvuran_id" integer NOT NULL,
	"sirket_id" integer,
	"proje_basligi" varchar(255) NOT NULL,
	"aciklama" text NOT NULL,
	"durum" varchar(16) DEFAULT 'GONDERILDI' NOT NULL,
	"ek_dosya_id" integer,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	"guncellendi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basvurular_durum_ck" CHECK ("basvurular"."durum" in ('TASLAK', 'GONDERILDI', 'INCELEME', 'ONAY', 'RED'))
);
--> statement-breakpoint
CREATE TABLE "mentor_atamalari" (
	"id" serial PRIMARY KEY NOT NULL,
	"mentor_id" integer NOT NULL,
	"basvuru_id" integer NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"tarih" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cagrilar" (
	"id" serial PRIMARY KEY NOT NULL,
	"baslik" varchar(255) NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"baslangic" timestamp with time zone,
	"bitis" timestamp with time zone,
	"aktif" boolean DEFAULT true NOT NULL,
	"detay_url" varchar(500),
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sirketler" (
	"id" serial PRIMARY KEY NOT NULL,
	"adi" varchar(255) NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sirket_uyeleri" (
	"id" serial PRIMARY KEY NOT NULL,
	"sirket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rol" varchar(16) DEFAULT 'calisan' NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sirket_uyeleri_rol_ck" CHECK ("sirket_uyeleri"."rol" in ('sahip', 'calisan'))
);
--> statement-breakpoint
CREATE TABLE "degerlendirmeler" (
	"id" serial PRIMARY KEY NOT NULL,
	"atama_id" integer NOT NULL,
	"puan" integer NOT NULL,
	"yorum" text DEFAULT '' NOT NULL,
	"onerilen_durum" varchar(16) DEFAULT 'INCELEME' NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "degerlendirmeler_puan_ck" CHECK ("degerlendirmeler"."puan" between 0 and 100),
	CONSTRAINT "degerlendirmeler_durum_ck" CHECK ("degerlendirmeler"."onerilen_durum" in ('ONAY', 'RED', 'INCELEME'))
);
--> statement-breakpoint
CREATE TABLE "mentorler" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"unvan" varchar(100) DEFAULT '' NOT NULL,
	"uzmanlik" text DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dekontlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"sirket_id" integer NOT NULL,
	"olusturan_id" integer,
	"aciklama" text DEFAULT '' NOT NULL,
	"odeme_tarihi" date NOT NULL,
	"yukleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"dosya_id" integer NOT NULL,
	"durum" varchar(16) DEFAULT 'YUKLENDI' NOT NULL,
	CONSTRAINT "dekontlar_durum_ck" CHECK ("dekontlar"."durum" in ('YUKLENDI', 'ONAYLANDI', 'REDDEDILDI'))
);
--> statement-breakpoint
CREATE TABLE "raporlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"basvuru_id" integer NOT NULL,
	"olusturan_id" integer NOT NULL,
	"donem_baslangic" date NOT NULL,
	"donem_bitis" date NOT NULL,
	"ozet" text NOT NULL,
	"durum" varchar(16) DEFAULT 'GONDERILDI' NOT NULL,
	"ek_dosya_id" integer,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raporlar_durum_ck" CHECK ("raporlar"."durum" in ('TASLAK', 'GONDERILDI', 'ONAY', 'RED')),
	CONSTRAINT "raporlar_donem_ck" CHECK ("raporlar"."donem_bitis" >= "raporlar"."donem_baslangic")
);
--> statement-breakpoint
CREATE TABLE "rezervasyonlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"kaynak_id" integer NOT NULL,
	"basvuru_id" integer NOT NULL,
	"olusturan_id" integer NOT NULL,
	"baslangic" timestamp with time zone NOT NULL,
	"bitis" timestamp with time zone NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"durum" varchar(16) DEFAULT 'BEKLEME' NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rezervasyonlar_durum_ck" CHECK ("rezervasyonlar"."durum" in ('BEKLEME', 'ONAY', 'RED', 'IPTAL')),
	CONSTRAINT "rezervasyonlar_sure_ck" CHECK ("rezervasyonlar"."bitis" > "rezervasyonlar"."baslangic")
);
--> statement-breakpoint
CREATE TABLE "kaynaklar" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad" varchar(255) NOT NULL,
	"kapasite" integer DEFAULT 1 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kaynaklar_kapasite_ck" CHECK ("kaynaklar"."kapasite" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"mime" varchar(127) NOT NULL,
	"ext" varchar(16) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_by" integer,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_blacklist" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"blacklisted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"password" text NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"ad_soyad" varchar(255) DEFAULT '' NOT NULL,
	"firma_adi" varchar(255) DEFAULT '' NOT NULL,
	"telefon" varchar(32) DEFAULT '' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "basvurular" ADD CONSTRAINT "basvurular_cagri_id_cagrilar_id_fk" FOREIGN KEY ("cagri_id") REFERENCES "public"."cagrilar"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basvurular" ADD CONSTRAINT "basvurular_basvuran_id_users_id_fk" FOREIGN KEY ("basvuran_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basvurular" ADD CONSTRAINT "basvurular_sirket_id_sirketler_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirketler"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basvurular" ADD CONSTRAINT "basvurular_ek_dosya_id_stored_files_id_fk" FOREIGN KEY ("ek_dosya_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_atamalari" ADD CONSTRAINT "mentor_atamalari_mentor_id_mentorler_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentorler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_atamalari" ADD CONSTRAINT "mentor_atamalari_basvuru_id_basvurular_id_fk" FOREIGN KEY ("basvuru_id") REFERENCES "public"."basvurular"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sirket_uyeleri" ADD CONSTRAINT "sirket_uyeleri_sirket_id_sirketler_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirketler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sirket_uyeleri" ADD CONSTRAINT "sirket_uyeleri_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degerlendirmeler" ADD CONSTRAINT "degerlendirmeler_atama_id_mentor_atamalari_id_fk" FOREIGN KEY ("atama_id") REFERENCES "public"."mentor_atamalari"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorler" ADD CONSTRAINT "mentorler_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dekontlar" ADD CONSTRAINT "dekontlar_sirket_id_sirketler_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirketler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dekontlar" ADD CONSTRAINT "dekontlar_olusturan_id_users_id_fk" FOREIGN KEY ("olusturan_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dekontlar" ADD CONSTRAINT "dekontlar_dosya_id_stored_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raporlar" ADD CONSTRAINT "raporlar_basvuru_id_basvurular_id_fk" FOREIGN KEY ("basvuru_id") REFERENCES "public"."basvurular"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raporlar" ADD CONSTRAINT "raporlar_olusturan_id_users_id_fk" FOREIGN KEY ("olusturan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raporlar" ADD CONSTRAINT "raporlar_ek_dosya_id_stored_files_id_fk" FOREIGN KEY ("ek_dosya_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rezervasyonlar" ADD CONSTRAINT "rezervasyonlar_kaynak_id_kaynaklar_id_fk" FOREIGN KEY ("kaynak_id") REFERENCES "public"."kaynaklar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rezervasyonlar" ADD CONSTRAINT "rezervasyonlar_basvuru_id_basvurular_id_fk" FOREIGN KEY ("basvuru_id") REFERENCES "public"."basvurular"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rezervasyonlar" ADD CONSTRAINT "rezervasyonlar_olusturan_id_users_id_fk" FOREIGN KEY ("olusturan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_blacklist" ADD CONSTRAINT "token_blacklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basvurular_cagri_idx" ON "basvurular" USING btree ("cagri_id");--> statement-breakpoint
CREATE INDEX "basvurular_basvuran_idx" ON "basvurular" USING btree ("basvuran_id");--> statement-breakpoint
CREATE INDEX "basvurular_sirket_idx" ON "basvurular" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "basvurular_durum_idx" ON "basvurular" USING btree ("durum");--> statement-breakpoint
CREATE INDEX "basvurular_ek_dosya_idx" ON "basvurular" USING btree ("ek_dosya_id");--> statement-breakpoint
CREATE INDEX "basvurular_olusturuldu_idx" ON "basvurular" USING btree ("olusturuldu");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_atamalari_mentor_basvuru_uq" ON "mentor_atamalari" USING btree ("mentor_id","basvuru_id");--> statement-breakpoint
CREATE INDEX "mentor_atamalari_basvuru_idx" ON "mentor_atamalari" USING btree ("basvuru_id");--> statement-breakpoint
CREATE INDEX "mentor_atamalari_aktif_idx" ON "mentor_atamalari" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "cagrilar_aktif_idx" ON "cagrilar" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "cagrilar_bitis_idx" ON "cagrilar" USING btree ("bitis");--> statement-breakpoint
CREATE INDEX "sirketler_aktif_idx" ON "sirketler" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "sirketler_adi_idx" ON "sirketler" USING btree ("adi");--> statement-breakpoint
CREATE UNIQUE INDEX "sirket_uyeleri_sirket_user_uq" ON "sirket_uyeleri" USING btree ("sirket_id","user_id");--> statement-breakpoint
CREATE INDEX "sirket_uyeleri_user_idx" ON "sirket_uyeleri" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sirket_uyeleri_rol_idx" ON "sirket_uyeleri" USING btree ("rol");--> statement-breakpoint
CREATE INDEX "degerlendirmeler_atama_idx" ON "degerlendirmeler" USING btree ("atama_id");--> statement-breakpoint
CREATE INDEX "degerlendirmeler_olusturuldu_idx" ON "degerlendirmeler" USING btree ("olusturuldu");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorler_user_uq" ON "mentorler" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentorler_aktif_idx" ON "mentorler" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "dekontlar_sirket_idx" ON "dekontlar" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "dekontlar_olusturan_idx" ON "dekontlar" USING btree ("olusturan_id");--> statement-breakpoint
CREATE INDEX "dekontlar_dosya_idx" ON "dekontlar" USING btree ("dosya_id");--> statement-breakpoint
CREATE INDEX "dekontlar_durum_idx" ON "dekontlar" USING btree ("durum");--> statement-breakpoint
CREATE INDEX "raporlar_basvuru_idx" ON "raporlar" USING btree ("basvuru_id");--> statement-breakpoint
CREATE INDEX "raporlar_olusturan_idx" ON "raporlar" USING btree ("olusturan_id");--> statement-breakpoint
CREATE INDEX "raporlar_durum_idx" ON "raporlar" USING btree ("durum");--> statement-breakpoint
CREATE INDEX "raporlar_ek_dosya_idx" ON "raporlar" USING btree ("ek_dosya_id");--> statement-breakpoint
CREATE INDEX "raporlar_olusturuldu_idx" ON "raporlar" USING btree ("olusturuldu");--> statement-breakpoint
CREATE INDEX "rezervasyonlar_kaynak_baslangic_idx" ON "rezervasyonlar" USING btree ("kaynak_id","baslangic");--> statement-breakpoint
CREATE INDEX "rezervasyonlar_basvuru_idx" ON "rezervasyonlar" USING btree ("basvuru_id");--> statement-breakpoint
CREATE INDEX "rezervasyonlar_olusturan_idx" ON "rezervasyonlar" USING btree ("olusturan_id");--> statement-breakpoint
CREATE INDEX "rezervasyonlar_durum_idx" ON "rezervasyonlar" USING btree ("durum");--> statement-breakpoint
CREATE INDEX "kaynaklar_aktif_idx" ON "kaynaklar" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_uq" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_idx" ON "stored_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "token_blacklist_user_idx" ON "token_blacklist" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "token_blacklist_expires_idx" ON "token_blacklist" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_is_active_idx" ON "users" USING btree ("is_active");