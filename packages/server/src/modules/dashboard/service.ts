// The admin dashboard: the nine tiles (with last month's missing receipts) and the latest lists.
import { DASHBOARD_RECENT_COUNT, type DashboardOverview, type RecentActivities } from '@portal/domain';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import { toBasvuru } from '../basvurular/service';
import { receiptCoverage } from '../dekontlar/service';
import { latestUserRows } from '../kullanicilar/repository';
import { toUserRecord } from '../kullanicilar/service';
import { toRapor } from '../raporlar/service';
import { dashboardCounts, latestBasvuruRows, latestRaporRows } from './repository';

export async function dashboardOverview(db: Tx): Promise<DashboardOverview> {
  const counts = await dashboardCounts(db);
  const coverage = await receiptCoverage(db, { months: 1 });
  return {
    ...counts,
    receipt_coverage: { month: coverage.gecen_ay, missing: coverage.gecen_ay_eksik, companies: coverage.satirlar.length },
  };
}

export async function recentActivities(db: Tx, links: FileLinks): Promise<RecentActivities> {
  const n = DASHBOARD_RECENT_COUNT;
  const [basvurular, raporlar, kullanicilar] = [
    await latestBasvuruRows(db, n),
    await latestRaporRows(db, n),
    await latestUserRows(db, n),
  ];
  return {
    recent_applications: basvurular.map((row) => toBasvuru(links, row)),
    recent_reports: raporlar.map((row) => toRapor(links, row)),
    recent_users: kullanicilar.map(toUserRecord),
  };
}
