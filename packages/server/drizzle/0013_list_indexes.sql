DROP INDEX "dekontlar_sirket_idx";--> statement-breakpoint
DROP INDEX "rezervasyonlar_kaynak_baslangic_idx";--> statement-breakpoint
CREATE INDEX "dekontlar_odeme_idx" ON "dekontlar" USING btree ("odeme_tarihi","sirket_id","durum");--> statement-breakpoint
CREATE INDEX "rezervasyonlar_kaynak_durum_baslangic_idx" ON "rezervasyonlar" USING btree ("kaynak_id","durum","baslangic","id");--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("date_joined","id") WHERE "users"."is_staff";--> statement-breakpoint
CREATE INDEX "rezervasyonlar_kaynak_baslangic_idx" ON "rezervasyonlar" USING btree ("kaynak_id","baslangic","id");