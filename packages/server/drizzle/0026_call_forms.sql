CREATE TABLE "cagri_formlari" (
	"id" serial PRIMARY KEY NOT NULL,
	"cagri_id" integer NOT NULL,
	"surum" integer NOT NULL,
	"tanim" jsonb NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	"guncellendi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basvurular" ADD COLUMN "cagri_formu_id" integer;--> statement-breakpoint
ALTER TABLE "basvurular" ADD COLUMN "cevaplar" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cagri_formlari" ADD CONSTRAINT "cagri_formlari_cagri_id_cagrilar_id_fk" FOREIGN KEY ("cagri_id") REFERENCES "public"."cagrilar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cagri_formlari_cagri_surum_uq" ON "cagri_formlari" USING btree ("cagri_id","surum");--> statement-breakpoint
ALTER TABLE "basvurular" ADD CONSTRAINT "basvurular_cagri_formu_id_cagri_formlari_id_fk" FOREIGN KEY ("cagri_formu_id") REFERENCES "public"."cagri_formlari"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basvurular_cagri_formu_idx" ON "basvurular" USING btree ("cagri_formu_id");