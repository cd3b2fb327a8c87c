// Queries of the admin dashboard: the nine totals with their active/pending counts in one SELECT.
import { desc, sql } from 'drizzle-orm';
import { applications, calls, companies, mentors, receipts, reports, reservations, resources, users } from '../../db/schema';
import type { Tx } from '../../lib/transaction';
import { selectBasvurular, type BasvuruRow } from '../basvurular/repository';
import { selectRaporlar, type RaporRow } from '../raporlar/repository';

export async function latestBasvuruRows(db: Tx, limit: number): Promise<BasvuruRow[]> {
  return selectBasvurular(db).orderBy(desc(applications.olusturuldu), desc(applications.id)).limit(limit);
}

export async function latestRaporRows(db: Tx, limit: number): Promise<RaporRow[]> {
  return selectRaporlar(db).orderBy(desc(reports.olusturuldu), desc(reports.id)).limit(limit);
}

/** `count(*)` and `count(*) filter (where <active>)` of a table, as two integers. */
const counts = (table: unknown, active: ReturnType<typeof sql>) => ({
  total: sql<number>`(select count(*)::int from ${table})`,
  active: sql<number>`(select count(*)::int from ${table} where ${active})`,
});

export async function dashboardCounts(db: Tx) {
  const areas = {
    // Open by the call rule: active, with an end, and not past it (a date-only end is stored as 23:59:59 Istanbul).
    calls: counts(calls, sql`${calls.aktif} and ${calls.bitis} is not null and ${calls.bitis} >= now()`),
    applications: counts(applications, sql`${applications.durum} in ('GONDERILDI', 'INCELEME')`),
    reports: counts(reports, sql`${reports.durum} = 'GONDERILDI'`),
    users: counts(users, sql`${users.is_active}`),
    companies: counts(companies, sql`${companies.aktif}`),
    mentors: counts(mentors, sql`${mentors.aktif}`),
    resources: counts(resources, sql`${resources.aktif}`),
    reservations: counts(reservations, sql`${reservations.durum} = 'BEKLEME'`),
    receipts: counts(receipts, sql`${receipts.durum} = 'YUKLENDI'`),
  };
  const columns = Object.fromEntries(
    Object.entries(areas).flatMap(([area, c]) => [
      [`${area}_total`, c.total],
      [`${area}_active`, c.active],
    ]),
  ) as Record<string, ReturnType<typeof sql<number>>>;
  const [row] = await db.select(columns).from(sql`(select 1) as one`);
  const out = {} as Record<keyof typeof areas, { total: number; active: number }>;
  for (const area of Object.keys(areas) as (keyof typeof areas)[]) {
    out[area] = { total: Number(row![`${area}_total`]), active: Number(row![`${area}_active`]) };
  }
  return out;
}
