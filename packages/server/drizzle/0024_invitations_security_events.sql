CREATE TABLE "guvenlik_olaylari" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tur" varchar(32) NOT NULL,
	"adres" varchar(64),
	"tarayici" varchar(100),
	"zaman" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guvenlik_olaylari_tur_ck" CHECK ("guvenlik_olaylari"."tur" in ('giris', 'giris_basarisiz', 'sifre_sifirlama_istegi', 'sifre_sifirlama', 'sifre_degisikligi', 'davet_kabul', 'tum_oturumlar_kapatildi', 'iki_adim_acildi', 'iki_adim_kapatildi', 'kurtarma_kodu_kullanildi', 'gecis_anahtari_eklendi', 'gecis_anahtari_silindi'))
);
--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" DROP CONSTRAINT "bildirim_tercihleri_tur_ck";--> statement-breakpoint
ALTER TABLE "bildirimler" DROP CONSTRAINT "bildirimler_tur_ck";--> statement-breakpoint
ALTER TABLE "sifre_sifirlamalar" ADD COLUMN "tur" varchar(16) DEFAULT 'sifirlama' NOT NULL;--> statement-breakpoint
ALTER TABLE "guvenlik_olaylari" ADD CONSTRAINT "guvenlik_olaylari_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guvenlik_olaylari_user_idx" ON "guvenlik_olaylari" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" ADD CONSTRAINT "bildirim_tercihleri_tur_ck" CHECK ("bildirim_tercihleri"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni', 'rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor', 'sifre_sifirlama', 'davet'));--> statement-breakpoint
ALTER TABLE "bildirimler" ADD CONSTRAINT "bildirimler_tur_ck" CHECK ("bildirimler"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni', 'rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor', 'sifre_sifirlama', 'davet'));--> statement-breakpoint
ALTER TABLE "sifre_sifirlamalar" ADD CONSTRAINT "sifre_sifirlamalar_tur_ck" CHECK ("sifre_sifirlamalar"."tur" in ('sifirlama', 'davet'));