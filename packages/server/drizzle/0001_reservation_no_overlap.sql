-- Two approved (ONAY) reservations of one resource never overlap. Half-open ranges ([)) let one
-- booking end at 10:00 and the next start at 10:00. A violation raises SQLSTATE 23P01, which the
-- reservation service answers as a Turkish 409 conflict. Waiting (BEKLEME) bookings may overlap:
-- they show as "pending" on the calendar until staff decide.
--
-- "Same resource" is written as the overlap of the one-point range [kaynak_id, kaynak_id], so the
-- constraint needs only the built-in GiST range operator classes, not the btree_gist extension:
-- identical meaning, and it runs unchanged on PostgreSQL and on embedded PGlite (whose extension
-- loader does not work inside Jest's module sandbox). See docs/architecture.md.
ALTER TABLE "rezervasyonlar"
  ADD CONSTRAINT "rezervasyonlar_onay_no_overlap"
  EXCLUDE USING gist (
    int4range("kaynak_id", "kaynak_id", '[]') WITH &&,
    tstzrange("baslangic", "bitis", '[)') WITH &&
  )
  WHERE ("durum" = 'ONAY');
