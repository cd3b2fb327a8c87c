CREATE TABLE "cagri_olcutleri" (
	"id" serial PRIMARY KEY NOT NULL,
	"cagri_id" integer NOT NULL,
	"sira" integer NOT NULL,
	"ad" varchar(120) NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"agirlik" integer NOT NULL,
	"olcek_min" integer NOT NULL,
	"olcek_max" integer NOT NULL,
	CONSTRAINT "cagri_olcutleri_agirlik_ck" CHECK ("cagri_olcutleri"."agirlik" between 1 and 100),
	CONSTRAINT "cagri_olcutleri_olcek_ck" CHECK ("cagri_olcutleri"."olcek_min" >= 0 and "cagri_olcutleri"."olcek_max" <= 100 and "cagri_olcutleri"."olcek_min" < "cagri_olcutleri"."olcek_max")
);
--> statement-breakpoint
CREATE TABLE "degerlendirme_puanlari" (
	"degerlendirme_id" integer NOT NULL,
	"olcut_id" integer NOT NULL,
	"puan" integer NOT NULL,
	"yorum" text DEFAULT '' NOT NULL,
	CONSTRAINT "degerlendirme_puanlari_degerlendirme_id_olcut_id_pk" PRIMARY KEY("degerlendirme_id","olcut_id")
);
--> statement-breakpoint
ALTER TABLE "cagri_olcutleri" ADD CONSTRAINT "cagri_olcutleri_cagri_id_cagrilar_id_fk" FOREIGN KEY ("cagri_id") REFERENCES "public"."cagrilar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degerlendirme_puanlari" ADD CONSTRAINT "degerlendirme_puanlari_degerlendirme_id_degerlendirmeler_id_fk" FOREIGN KEY ("degerlendirme_id") REFERENCES "public"."degerlendirmeler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degerlendirme_puanlari" ADD CONSTRAINT "degerlendirme_puanlari_olcut_id_cagri_olcutleri_id_fk" FOREIGN KEY ("olcut_id") REFERENCES "public"."cagri_olcutleri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cagri_olcutleri_cagri_sira_uq" ON "cagri_olcutleri" USING btree ("cagri_id","sira");--> statement-breakpoint
CREATE INDEX "degerlendirme_puanlari_olcut_idx" ON "degerlendirme_puanlari" USING btree ("olcut_id");