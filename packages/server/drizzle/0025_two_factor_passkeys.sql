CREATE TABLE "passkeyler" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" varchar(1024) NOT NULL,
	"public_key" text NOT NULL,
	"sayac" bigint DEFAULT 0 NOT NULL,
	"transports" varchar(200) DEFAULT '' NOT NULL,
	"ad" varchar(100) NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL,
	"son_kullanim" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kurtarma_kodlari" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kod_hash" varchar(64) NOT NULL,
	"kullanildi" timestamp with time zone,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iki_adimli_dogrulama" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"etkin" timestamp with time zone,
	"son_adim" bigint,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passkeyler" ADD CONSTRAINT "passkeyler_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kurtarma_kodlari" ADD CONSTRAINT "kurtarma_kodlari_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iki_adimli_dogrulama" ADD CONSTRAINT "iki_adimli_dogrulama_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passkeyler_credential_uq" ON "passkeyler" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkeyler_user_idx" ON "passkeyler" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kurtarma_kodlari_user_kod_uq" ON "kurtarma_kodlari" USING btree ("user_id","kod_hash");