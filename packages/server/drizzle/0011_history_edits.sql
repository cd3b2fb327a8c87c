ALTER TABLE "gecmis" DROP CONSTRAINT "gecmis_nesne_ck";--> statement-breakpoint
ALTER TABLE "gecmis" DROP CONSTRAINT "gecmis_eylem_ck";--> statement-breakpoint
ALTER TABLE "gecmis" ADD COLUMN "degisiklikler" jsonb;--> statement-breakpoint
ALTER TABLE "gecmis" ADD CONSTRAINT "gecmis_nesne_ck" CHECK ("gecmis"."nesne" in ('basvuru', 'rapor', 'rezervasyon', 'dekont', 'kullanici', 'cagri', 'kaynak', 'sirket', 'mentor', 'atama'));--> statement-breakpoint
ALTER TABLE "gecmis" ADD CONSTRAINT "gecmis_eylem_ck" CHECK ("gecmis"."eylem" in ('durum', 'iptal', 'anonimlestirme', 'duzenleme'));