// Queries of the admin dashboard: the nine totals with their active/pending counts in one SELECT,
// and the latest applications and reports.
import { desc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { applications, calls, companies, mentors, receipts, reports, reservations, resources, users } from '../../db/schema';
import { plannerRows } from '../../lib/admin-list';
import type { Tx } from '../../lib/transaction';
import { selectBasvurular, type BasvuruRow } from '../basvurular/repository';
import { selectRaporlar, type RaporRow } from '../raporlar/repository';

export async function latestBasvuruRows(db: Tx, limit: number): Promise<BasvuruRow[]> {
  return selectBasvurular(db).orderBy(desc(applications.olusturuldu), desc(applications.id)).limit(limit);
}

export async function latestRaporRows(db: Tx, limit: number): Promise<RaporRow[]> {
  return selectRaporlar(db).orderBy(desc(reports.olusturuldu), desc(reports.id)).limit(limit);
}

/**
 * Past this many rows a table's total is the statistics' row count (pg_class.reltuples, kept by
 * ANALYZE/autovacuum) and an active count the planner's estimate, instead of a scan: the dashboard
 * is read on every admin visit, and an exact "100 000 applications" costs a full index scan per
 * table. Small tables (and every test) count exactly. Both figures are the database's, the same for
 * every API process.
 */
export const DASHBOARD_EXACT_TOTAL_LIMIT = 1_000;

/** The table's total and active count, each exact up to the limit; past it the total is the statistics' count. */
const counts = (table: PgTable, active: SQL) => ({
  total: sql<number>`(select case when c.n > ${DASHBOARD_EXACT_TOTAL_LIMIT}
      then greatest(c.n, (select reltuples::int from pg_class where oid = ${getTableName(table)}::regclass)) else c.n end
    from (select count(*)::int as n from (select 1 from ${table} limit ${DASHBOARD_EXACT_TOTAL_LIMIT + 1}) as l) as c)`,
  active: sql<number>`(select count(*)::int from (select 1 from ${table} where ${active} limit ${DASHBOARD_EXACT_TOTAL_LIMIT + 1}) as l)`,
  /** For the estimate past the limit. */
  activeRows: sql`select 1 from ${table} where ${active}`,
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
  type Area = keyof typeof areas;
  const all = Object.keys(areas) as Area[];
  const columns = Object.fromEntries(all.flatMap((area) => [[`${area}_total`, areas[area].total], [`${area}_active`, areas[area].active]]));
  const [row] = (await db.select(columns as Record<string, SQL>).from(sql`(select 1) as one`)) as Record<string, number>[];
  const figures = await Promise.all(
    all.map(async (area) => {
      const total = Number(row![`${area}_total`]);
      let active = Number(row![`${area}_active`]);
      // Past the limit, the planner's estimate (by the column's statistics), between the limit and the total.
      if (active > DASHBOARD_EXACT_TOTAL_LIMIT) active = Math.min(total, Math.max(active, await plannerRows(db, areas[area].activeRows)));
      return [area, { total, active }] as const;
    }),
  );
  return Object.fromEntries(figures) as Record<Area, { total: number; active: number }>;
}
