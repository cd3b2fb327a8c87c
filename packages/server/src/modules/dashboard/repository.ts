// Queries of the admin dashboard: the nine totals with their active/pending counts in one SELECT.
import { desc, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { applications, calls, companies, mentors, receipts, reports, reservations, resources, users } from '../../db/schema';
import { plannerRows } from '../../lib/admin-list';
import { KeptFigures } from '../../lib/kept-figures';
import { literalLimit, runKept } from '../../lib/prepared';
import type { Tx } from '../../lib/transaction';
import { selectBasvurular, type BasvuruRow } from '../basvurular/repository';
import { selectRaporlar, type RaporRow } from '../raporlar/repository';

export async function latestBasvuruRows(db: Tx, limit: number): Promise<BasvuruRow[]> {
  return runKept(db, `latest applications ${limit}`, () => selectBasvurular(db).orderBy(desc(applications.olusturuldu), desc(applications.id)).limit(literalLimit(limit)));
}

export async function latestRaporRows(db: Tx, limit: number): Promise<RaporRow[]> {
  return runKept(db, `latest reports ${limit}`, () => selectRaporlar(db).orderBy(desc(reports.olusturuldu), desc(reports.id)).limit(literalLimit(limit)));
}

/**
 * Past this many rows a table's total is the statistics' row count (pg_class.reltuples, kept by
 * ANALYZE/autovacuum) instead of a scan: the dashboard is read on every admin visit and an exact
 * "100 000 applications" costs a full index scan per table. Small tables (and every test) count exactly.
 */
export const DASHBOARD_EXACT_TOTAL_LIMIT = 10_000;
// (The active counts likewise: past the limit, the planner's estimate of the condition's rows.)

/** The table's total and active count: exact up to the limit, past it the statistics' count and the planner's estimate. */
const counts = (table: PgTable, active: ReturnType<typeof sql>) => ({
  total: sql<number>`(select case when c.n > ${DASHBOARD_EXACT_TOTAL_LIMIT}
      then greatest(c.n, (select reltuples::int from pg_class where oid = ${getTableName(table)}::regclass)) else c.n end
    from (select count(*)::int as n from (select 1 from ${table} limit ${DASHBOARD_EXACT_TOTAL_LIMIT + 1}) as l) as c)`,
  active: sql<number>`(select count(*)::int from (select 1 from ${table} where ${active} limit ${DASHBOARD_EXACT_TOTAL_LIMIT + 1}) as l)`,
  /** For the estimate past the limit. */
  activeRows: sql`select 1 from ${table} where ${active}`,
});

/**
 * An area's figures past the limit (estimates anyway) are kept per database and refreshed in the
 * background after ESTIMATE_TTL_MS (lib/kept-figures.ts): counting 10 001 rows of each large table
 * on every visit was most of the overview's time. An area at or below the limit (every area in the
 * tests) is counted on every request.
 */
const ESTIMATE_TTL_MS = 10_000;
const keptAreas = new WeakMap<object, KeptFigures<{ total: number; active: number }>>();

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
  let kept = keptAreas.get(db);
  if (!kept) keptAreas.set(db, (kept = new KeptFigures(ESTIMATE_TTL_MS, Object.keys(areas).length)));
  const figures = kept;

  /** Counts `some` areas in one query; keeps those past the limit. */
  const countAreas = async (some: Area[]) => {
    const columns = Object.fromEntries(
      some.flatMap((area): [string, ReturnType<typeof sql<number>>][] => [
        [`${area}_total`, areas[area].total],
        [`${area}_active`, areas[area].active],
      ]),
    ) as Record<string, ReturnType<typeof sql<number>>>;
    const [row] = await runKept(db, `dashboard areas ${some.join(' ')}`, () => db.select(columns).from(sql`(select 1) as one`));
    const counted = {} as Record<Area, { total: number; active: number }>;
    for (const area of some) {
      const total = Number(row![`${area}_total`]);
      let active = Number(row![`${area}_active`]);
      // Past the limit, the planner's estimate (by the column's statistics), between the limit and the total.
      if (active > DASHBOARD_EXACT_TOTAL_LIMIT) active = Math.min(total, Math.max(active, await plannerRows(db, areas[area].activeRows)));
      counted[area] = { total, active };
      figures.set(area, total > DASHBOARD_EXACT_TOTAL_LIMIT ? counted[area] : undefined);
    }
    return counted;
  };

  const all = Object.keys(areas) as Area[];
  const out = {} as Record<Area, { total: number; active: number }>;
  for (const area of all) {
    const k = figures.get(area);
    if (k) out[area] = k;
  }
  figures.refreshStale(all, (stale) => countAreas(stale as Area[]));
  const toCount = all.filter((area) => !out[area]);
  return toCount.length === 0 ? out : { ...out, ...(await countAreas(toCount)) };
}
