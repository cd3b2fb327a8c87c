-- Embedded PGlite now loads pg_trgm too (db/client.ts), so its searches use the same trigram
-- indexes as PostgreSQL. Migration 0005 created them only where the extension could be created:
-- a PGlite data directory made before this migration has none. Created here where missing (a
-- no-op on PostgreSQL and on any database made since).
DO $$
DECLARE
  searched text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm not available: search columns without trigram indexes';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    FOREACH searched IN ARRAY ARRAY['users', 'sirketler', 'cagrilar', 'basvurular', 'raporlar', 'rezervasyonlar', 'dekontlar', 'mentorler'] LOOP
      EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin ("arama" gin_trgm_ops)', searched || '_arama_trgm', searched);
    END LOOP;
  END IF;
END $$;
