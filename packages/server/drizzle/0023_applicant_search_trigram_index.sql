-- The admin searches match the stored, pre-folded search columns with LIKE '%term%', which a
-- trigram GIN index (pg_trgm: bundled with PostgreSQL, loaded by db/client.ts in PGlite) serves.
-- The applications' copy of their applicant's search column (basvuran_arama, 0019) gets one too, so
-- that every arm of the applications' and reports' searches is an index condition.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "basvurular_basvuran_arama_trgm" ON "basvurular" USING gin ("basvuran_arama" gin_trgm_ops);
