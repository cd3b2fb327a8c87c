-- Embedded PGlite now loads pg_trgm too (db/client.ts), so its searches use the same trigram
-- indexes as PostgreSQL. Migration 0005 created them only where the extension could be created:
-- a PGlite data directory made before this migration has none. The same statements again, a
-- no-op where they exist (PostgreSQL, any database made since).
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm not available: search columns without trigram indexes';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "users_arama_trgm" ON "users" USING gin ("arama" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "sirketler_arama_trgm" ON "sirketler" USING gin ("arama" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "cagrilar_arama_trgm" ON "cagrilar" USING gin ("arama" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "basvurular_arama_trgm" ON "basvurular" USING gin ("arama" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "raporlar_arama_trgm" ON "raporlar" USING gin ("arama" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "rezervasyonlar_arama_trgm" ON "rezervasyonlar" USING gin ("arama" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "dekontlar_arama_trgm" ON "dekontlar" USING gin ("arama" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "mentorler_arama_trgm" ON "mentorler" USING gin ("arama" gin_trgm_ops)';
  END IF;
END $$;
