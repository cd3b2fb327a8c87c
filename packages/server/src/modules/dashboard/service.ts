// The admin dashboard: the nine tiles (with last month's missing receipts) and the latest lists.
import { DASHBOARD_RECENT_COUNT, type DashboardOverview, type RecentActivities } from '@portal/domain';
import type { FileLinks } from '../../lib/file-links';
import { keptUntilWrite } from '../../lib/kept-figures';
import type { Tx } from '../../lib/transaction';
import { toBasvuru } from '../basvurular/service';
import { latestUserRows } from '../kullanicilar/repository';
import { toUserRecord } from '../kullanicilar/service';
import { toRapor } from '../raporlar/service';
import { companiesMissingReceipts } from '../dekontlar/repository';
import { previousMonth } from '../dekontlar/service';
import { dashboardCounts, latestBasvuruRows, latestRaporRows } from './repository';

const OVERVIEW_TTL_MS = 10_000;
/**
 * Kept until the next write (lib/kept-figures.ts, keptUntilWrite), as the mentors' statistics: the
 * tiles are aggregates that only writes change, and every admin visit reads them. Counted per
 * request, the small areas' exact counts and last month's missing receipts were two statements
 * (2-3 ms of PostgreSQL's time) a visit; a write through the app makes the next visit count again,
 * a write by another process shows within the TTL.
 */
export const dashboardOverview = keptUntilWrite(OVERVIEW_TTL_MS, readDashboardOverview);

async function readDashboardOverview(db: Tx): Promise<DashboardOverview> {
  const counts = await dashboardCounts(db);
  // The coverage grid's figure for last month, of every active company: the tile needs two numbers, not the grid.
  const last = previousMonth();
  const { missing, companies } = await companiesMissingReceipts(db, {}, last.from, last.to);
  return { ...counts, receipt_coverage: { month: last.month, missing, companies } };
}

export async function recentActivities(db: Tx, links: FileLinks): Promise<RecentActivities> {
  const n = DASHBOARD_RECENT_COUNT;
  const [basvurular, raporlar, kullanicilar] = await Promise.all([latestBasvuruRows(db, n), latestRaporRows(db, n), latestUserRows(db, n)]);
  return {
    recent_applications: basvurular.map((row) => toBasvuru(links, row)),
    recent_reports: raporlar.map((row) => toRapor(links, row)),
    recent_users: kullanicilar.map(toUserRecord),
  };
}
