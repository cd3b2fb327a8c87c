CREATE TABLE "eposta_kuyrugu" (
	"id" serial PRIMARY KEY NOT NULL,
	"bildirim_id" integer NOT NULL,
	"durum" varchar(16) DEFAULT 'bekliyor' NOT NULL,
	"deneme" integer DEFAULT 0 NOT NULL,
	"sonraki_deneme" timestamp with time zone DEFAULT now() NOT NULL,
	"kilitlendi" timestamp with time zone,
	"gonderildi" timestamp with time zone,
	"son_hata" text,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eposta_kuyrugu_durum_ck" CHECK ("eposta_kuyrugu"."durum" in ('bekliyor', 'gonderiliyor', 'gonderildi', 'basarisiz', 'belirsiz'))
);
--> statement-breakpoint
CREATE TABLE "bildirim_tercihleri" (
	"user_id" integer NOT NULL,
	"tur" varchar(32) NOT NULL,
	"eposta" boolean NOT NULL,
	CONSTRAINT "bildirim_tercihleri_user_id_tur_pk" PRIMARY KEY("user_id","tur"),
	CONSTRAINT "bildirim_tercihleri_tur_ck" CHECK ("bildirim_tercihleri"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni'))
);
--> statement-breakpoint
CREATE TABLE "bildirimler" (
	"id" serial PRIMARY KEY NOT NULL,
	"alici_id" integer NOT NULL,
	"tur" varchar(32) NOT NULL,
	"params" jsonb NOT NULL,
	"okundu_at" timestamp with time zone,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bildirimler_tur_ck" CHECK ("bildirimler"."tur" in ('basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'dekont_durum', 'atama_yeni', 'degerlendirme_yeni', 'basvuru_yeni', 'rapor_yeni'))
);
--> statement-breakpoint
ALTER TABLE "eposta_kuyrugu" ADD CONSTRAINT "eposta_kuyrugu_bildirim_id_bildirimler_id_fk" FOREIGN KEY ("bildirim_id") REFERENCES "public"."bildirimler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirim_tercihleri" ADD CONSTRAINT "bildirim_tercihleri_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirimler" ADD CONSTRAINT "bildirimler_alici_id_users_id_fk" FOREIGN KEY ("alici_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eposta_kuyrugu_bildirim_uq" ON "eposta_kuyrugu" USING btree ("bildirim_id");--> statement-breakpoint
CREATE INDEX "eposta_kuyrugu_bekleyen_idx" ON "eposta_kuyrugu" USING btree ("sonraki_deneme","id") WHERE "eposta_kuyrugu"."durum" = 'bekliyor';--> statement-breakpoint
CREATE INDEX "eposta_kuyrugu_gonderiliyor_idx" ON "eposta_kuyrugu" USING btree ("kilitlendi") WHERE "eposta_kuyrugu"."durum" = 'gonderiliyor';--> statement-breakpoint
CREATE INDEX "bildirimler_alici_id_idx" ON "bildirimler" USING btree ("alici_id","id");--> statement-breakpoint
CREATE INDEX "bildirimler_alici_okunmamis_idx" ON "bildirimler" USING btree ("alici_id","id") WHERE "bildirimler"."okundu_at" is null;