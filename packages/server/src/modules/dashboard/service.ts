// The admin dashboard: the nine tiles (with last month's missing receipts) and the latest lists.
import { DASHBOARD_RECENT_COUNT, type DashboardOverview, type RecentActivities } from '@portal/domain';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import { toBasvuru } from '../basvurular/service';
import { latestUserRows } from '../kullanicilar/repository';
import { toUserRecord } from '../kullanicilar/service';
import { toRapor } from '../raporlar/service';
import { companiesMissingReceipts } from '../dekontlar/repository';
import { previousMonth } from '../dekontlar/service';
import { dashboardCounts, latestBasvuruRows, latestRaporRows } from './repository';

/** The tiles, read from the database on every visit (nothing is kept between requests). */
export async function dashboardOverview(db: Tx): Promise<DashboardOverview> {
  // The coverage grid's figure for last month, of every active company: the tile needs two numbers, not the grid.
  const last = previousMonth();
  const [counts, { missing, companies }] = await Promise.all([dashboardCounts(db), companiesMissingReceipts(db, {}, last.from, last.to)]);
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
