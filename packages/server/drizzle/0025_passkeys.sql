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
ALTER TABLE "passkeyler" ADD CONSTRAINT "passkeyler_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passkeyler_credential_uq" ON "passkeyler" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkeyler_user_idx" ON "passkeyler" USING btree ("user_id");