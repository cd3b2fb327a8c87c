CREATE TABLE "mentor_cakismalari" (
	"id" serial PRIMARY KEY NOT NULL,
	"mentor_id" integer NOT NULL,
	"sirket_id" integer NOT NULL,
	"olusturuldu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentorler" ADD COLUMN "kapasite" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "dekontlar" ADD COLUMN "dosya_sha256" varchar(64);--> statement-breakpoint
-- Backfill from the stored files; of earlier duplicates within one company only the first receipt keeps the hash.
UPDATE "dekontlar" d SET "dosya_sha256" = f."sha256"
  FROM "stored_files" f
  WHERE f."id" = d."dosya_id"
    AND NOT EXISTS (
      SELECT 1 FROM "dekontlar" e JOIN "stored_files" g ON g."id" = e."dosya_id"
      WHERE e."sirket_id" = d."sirket_id" AND g."sha256" = f."sha256" AND e."id" < d."id"
    );--> statement-breakpoint
ALTER TABLE "mentor_cakismalari" ADD CONSTRAINT "mentor_cakismalari_mentor_id_mentorler_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentorler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_cakismalari" ADD CONSTRAINT "mentor_cakismalari_sirket_id_sirketler_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirketler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_cakismalari_mentor_sirket_uq" ON "mentor_cakismalari" USING btree ("mentor_id","sirket_id");--> statement-breakpoint
CREATE INDEX "mentor_cakismalari_sirket_idx" ON "mentor_cakismalari" USING btree ("sirket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dekontlar_sirket_sha256_uq" ON "dekontlar" USING btree ("sirket_id","dosya_sha256");--> statement-breakpoint
ALTER TABLE "mentorler" ADD CONSTRAINT "mentorler_kapasite_ck" CHECK ("mentorler"."kapasite" >= 1);