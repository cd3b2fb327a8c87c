CREATE TABLE "basvuru_mesajlari" (
	"id" serial PRIMARY KEY NOT NULL,
	"basvuru_id" integer NOT NULL,
	"yazar_id" integer,
	"metin" text NOT NULL,
	"ic_not" boolean DEFAULT false NOT NULL,
	"bilgi_talebi" boolean DEFAULT false NOT NULL,
	"yanitlandi" timestamp with time zone,
	"ek_dosya_id" integer,
	"gizlendi" timestamp with time zone,
	"duzenlendi" timestamp with time zone,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	"guncellendi" timestamp with time zone DEFAULT now() NOT NULL,
	"arama" text GENERATED ALWAYS AS (translate(lower(translate(coalesce("metin", ''), 'ÇĞİIÖŞÜÂÎÛ', 'çğiıöşüâîû')), 'çğıöşüâîû', 'cgiosuaiu')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mesaj_okumalari" (
	"user_id" integer NOT NULL,
	"basvuru_id" integer NOT NULL,
	"son_okunan_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mesaj_okumalari_user_id_basvuru_id_pk" PRIMARY KEY("user_id","basvuru_id")
);
--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" DROP CONSTRAINT "bildirim_tercihleri_tur_ck";--> statement-breakpoint
ALTER TABLE "bildirimler" DROP CONSTRAINT "bildirimler_tur_ck";--> statement-breakpoint
ALTER TABLE "hatirlatmalar" DROP CONSTRAINT "hatirlatmalar_tur_ck";--> statement-breakpoint
ALTER TABLE "basvuru_mesajlari" ADD CONSTRAINT "basvuru_mesajlari_basvuru_id_basvurular_id_fk" FOREIGN KEY ("basvuru_id") REFERENCES "public"."basvurular"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basvuru_mesajlari" ADD CONSTRAINT "basvuru_mesajlari_yazar_id_users_id_fk" FOREIGN KEY ("yazar_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basvuru_mesajlari" ADD CONSTRAINT "basvuru_mesajlari_ek_dosya_id_stored_files_id_fk" FOREIGN KEY ("ek_dosya_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesaj_okumalari" ADD CONSTRAINT "mesaj_okumalari_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesaj_okumalari" ADD CONSTRAINT "mesaj_okumalari_basvuru_id_basvurular_id_fk" FOREIGN KEY ("basvuru_id") REFERENCES "public"."basvurular"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basvuru_mesajlari_basvuru_idx" ON "basvuru_mesajlari" USING btree ("basvuru_id","ic_not","id");--> statement-breakpoint
CREATE INDEX "basvuru_mesajlari_yazar_idx" ON "basvuru_mesajlari" USING btree ("yazar_id");--> statement-breakpoint
CREATE INDEX "basvuru_mesajlari_ek_dosya_idx" ON "basvuru_mesajlari" USING btree ("ek_dosya_id");--> statement-breakpoint
CREATE INDEX "basvuru_mesajlari_acik_talep_idx" ON "basvuru_mesajlari" USING btree ("olusturuldu") WHERE "basvuru_mesajlari"."bilgi_talebi" and "basvuru_mesajlari"."yanitlandi" is null and not "basvuru_mesajlari"."ic_not";--> statement-breakpoint
CREATE INDEX "mesaj_okumalari_basvuru_idx" ON "mesaj_okumalari" USING btree ("basvuru_id");--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" ADD CONSTRAINT "bildirim_tercihleri_tur_ck" CHECK ("bildirim_tercihleri"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni', 'rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor', 'sifre_sifirlama', 'davet', 'mesaj_yeni', 'bilgi_talebi_bekliyor'));--> statement-breakpoint
ALTER TABLE "bildirimler" ADD CONSTRAINT "bildirimler_tur_ck" CHECK ("bildirimler"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni', 'rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor', 'sifre_sifirlama', 'davet', 'mesaj_yeni', 'bilgi_talebi_bekliyor'));--> statement-breakpoint
ALTER TABLE "hatirlatmalar" ADD CONSTRAINT "hatirlatmalar_tur_ck" CHECK ("hatirlatmalar"."tur" in ('rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor', 'bilgi_talebi_bekliyor'));--> statement-breakpoint
-- The admin applications search finds an application by a word of its thread (modules/mesajlar): a trigram index as for the other search columns (0015, 0023).
CREATE INDEX IF NOT EXISTS "basvuru_mesajlari_arama_trgm" ON "basvuru_mesajlari" USING gin ("arama" gin_trgm_ops);
