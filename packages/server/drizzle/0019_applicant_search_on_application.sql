-- Each application keeps its applicant's search column (users.arama) as basvuran_arama, so that a
-- search walking the applications list's order tests the applicant's name on the row itself
-- instead of hashing the ids of every matching user (lib/list-query.ts keyMatch). Kept by the
-- database: set from the user on insert and when the applicant changes, and copied to the user's
-- applications when the user's search text changes (a generated column: the AFTER trigger sees
-- its new value).
ALTER TABLE "basvurular" ADD COLUMN "basvuran_arama" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "basvurular" AS b SET "basvuran_arama" = u."arama" FROM "users" AS u WHERE u."id" = b."basvuran_id";--> statement-breakpoint
CREATE FUNCTION basvurular_basvuran_arama_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.basvuran_arama := coalesce((SELECT arama FROM users WHERE id = NEW.basvuran_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER basvurular_basvuran_arama_set BEFORE INSERT OR UPDATE OF basvuran_id ON basvurular
  FOR EACH ROW EXECUTE FUNCTION basvurular_basvuran_arama_set();--> statement-breakpoint
CREATE FUNCTION users_arama_to_basvurular() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE basvurular SET basvuran_arama = NEW.arama WHERE basvuran_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_arama_to_basvurular AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.arama IS DISTINCT FROM NEW.arama) EXECUTE FUNCTION users_arama_to_basvurular();--> statement-breakpoint
-- The list's order with what a search tests while walking it: the walk reads the index alone
-- (drizzle writes no INCLUDE). It replaces the plain (olusturuldu, id) index of 0005.
CREATE INDEX "basvurular_walk_idx" ON "basvurular" USING btree ("olusturuldu", "id") INCLUDE ("arama", "basvuran_arama", "sirket_id", "cagri_id");--> statement-breakpoint
DROP INDEX "basvurular_olusturuldu_id_idx";
