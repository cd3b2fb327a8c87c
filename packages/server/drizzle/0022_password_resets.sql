CREATE TABLE "sifre_sifirlamalar" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_sha256" varchar(64) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"gecerlilik" timestamp with time zone NOT NULL,
	"kullanildi" timestamp with time zone,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" DROP CONSTRAINT "bildirim_tercihleri_tur_ck";--> statement-breakpoint
ALTER TABLE "bildirimler" DROP CONSTRAINT "bildirimler_tur_ck";--> statement-breakpoint
ALTER TABLE "sifre_sifirlamalar" ADD CONSTRAINT "sifre_sifirlamalar_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sifre_sifirlamalar_token_uq" ON "sifre_sifirlamalar" USING btree ("token_sha256");--> statement-breakpoint
CREATE INDEX "sifre_sifirlamalar_user_idx" ON "sifre_sifirlamalar" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" ADD CONSTRAINT "bildirim_tercihleri_tur_ck" CHECK ("bildirim_tercihleri"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni', 'rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor', 'sifre_sifirlama'));--> statement-breakpoint
ALTER TABLE "bildirimler" ADD CONSTRAINT "bildirimler_tur_ck" CHECK ("bildirimler"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni', 'rapor_hatirlatma', 'dekont_hatirlatma', 'cagri_kapaniyor', 'rezervasyon_bekliyor', 'sifre_sifirlama'));