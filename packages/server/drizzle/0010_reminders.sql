CREATE TABLE "hatirlatmalar" (
	"anahtar" varchar(64) PRIMARY KEY NOT NULL,
	"tur" varchar(32) NOT NULL,
	"gonderildi" timestamp with time zone NOT NULL,
	CONSTRAINT "hatirlatmalar_tur_ck" CHECK ("hatirlatmalar"."tur" in ('rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor'))
);
--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" DROP CONSTRAINT "bildirim_tercihleri_tur_ck";--> statement-breakpoint
ALTER TABLE "bildirimler" DROP CONSTRAINT "bildirimler_tur_ck";--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" ADD CONSTRAINT "bildirim_tercihleri_tur_ck" CHECK ("bildirim_tercihleri"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni', 'rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor'));--> statement-breakpoint
ALTER TABLE "bildirimler" ADD CONSTRAINT "bildirimler_tur_ck" CHECK ("bildirimler"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni', 'rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor'));