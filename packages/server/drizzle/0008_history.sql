CREATE TABLE "gecmis" (
	"id" serial PRIMARY KEY NOT NULL,
	"nesne" varchar(16) NOT NULL,
	"nesne_id" integer NOT NULL,
	"eylem" varchar(16) NOT NULL,
	"onceki" varchar(16),
	"sonraki" varchar(16),
	"not" text,
	"kullanici_id" integer,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gecmis_nesne_ck" CHECK ("gecmis"."nesne" in ('basvuru', 'rapor', 'rezervasyon', 'dekont')),
	CONSTRAINT "gecmis_eylem_ck" CHECK ("gecmis"."eylem" in ('durum', 'iptal'))
);
--> statement-breakpoint
ALTER TABLE "gecmis" ADD CONSTRAINT "gecmis_kullanici_id_users_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gecmis_nesne_idx" ON "gecmis" USING btree ("nesne","nesne_id","id");