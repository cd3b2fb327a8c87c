// The demo data of receipts, companies and users as the new screens meet them: every seeded
// receipt carries its document's hash (so re-uploading it is refused), the second company misses
// last month's receipt, an inactive company and the employees of both companies exist.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AdminSirket, DashboardOverview, Dekont, DekontKapsam, Paginated, Sirket } from '@portal/domain';
import { receipts, storedFiles } from '../../db/schema';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../cli/seed';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { multipart, fieldParts } from '../../testing/multipart';
import { signIn } from '../../testing/requests';

let t: TestContext;
const auth: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.database.db, { dataDir: t.config.dataDir });
  for (const username of ['admin', 'sirket1', 'sirket2']) {
    auth[username] = await signIn(t, username, DEMO_PASSWORD);
  }
});
afterAll(() => t.close());

const get = <T>(url: string, who: string) => t.app.inject({ method: 'GET', url, headers: auth[who] }).then((r) => r.json<T>());

describe('demo receipts, companies and users', () => {
  test('every seeded receipt has its document hash; uploading one again is refused naming it', async () => {
    const rows = await t.database.db
      .select({ id: receipts.id, hash: receipts.dosya_sha256, sha: storedFiles.sha256, odeme: receipts.odeme_tarihi })
      .from(receipts)
      .innerJoin(storedFiles, eq(storedFiles.id, receipts.dosya_id));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.hash === r.sha)).toBe(true);

    const own = await get<Dekont[]>('/api/dekontlar/', 'sirket1');
    expect(new Set(own.map((d) => d.durum))).toEqual(new Set(['YUKLENDI', 'ONAYLANDI', 'REDDEDILDI']));
    const earlier = own[0]!;
    const bytes = (await t.app.inject({ method: 'GET', url: earlier.dekont_dosyasi })).rawPayload;
    const { payload, headers } = multipart([
      ...fieldParts({ odeme_tarihi: DateTime.now().toISODate()! }),
      { name: 'dekont_dosyasi', filename: 'tekrar.pdf', data: bytes },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/dekontlar/', payload, headers: { ...headers, ...auth.sirket1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().dekont_dosyasi[0]).toContain(`No. ${earlier.id}`);
  });

  test('coverage: Anadolu misses last month, the dashboard counts it; the inactive company has no row', async () => {
    const grid = await get<DekontKapsam>('/api/admin/dekontlar/coverage/', 'admin');
    expect(grid.satirlar.map((r) => r.sirket.adi)).toEqual(['Anadolu Yazılım Ltd. Şti.', 'Demo Teknoloji A.Ş.']);
    const last = grid.aylar.indexOf(grid.gecen_ay);
    expect(grid.satirlar.map((r) => r.hucreler[last]!.durum)).toEqual(['eksik', 'onaylandi']);
    expect(grid.gecen_ay_eksik).toBe(1);
    const overview = await get<DashboardOverview>('/api/admin/dashboard/overview/', 'admin');
    expect(overview.receipt_coverage).toMatchObject({ missing: 1, companies: 2 });
    expect(overview.companies).toEqual({ total: 3, active: 2 });
  });

  test('companies with their members; each owner sees their employees', async () => {
    const list = await get<Paginated<AdminSirket>>('/api/admin/sirketler/', 'admin');
    expect(list.results.map((c) => [c.adi, c.member_count, c.aktif])).toEqual([
      ['Anadolu Yazılım Ltd. Şti.', 2, true],
      ['Demo Teknoloji A.Ş.', 2, true],
      ['Eski Girişim Ltd. Şti.', 0, false],
    ]);
    const anadolu = list.results[0]!;
    const seen = await get<Sirket>(`/api/sirketler/${anadolu.id}/`, 'sirket2');
    expect(seen.uyeler!.map((m) => [m.user.username, m.rol, m.user.telefon])).toEqual([
      ['sirket2', 'sahip', '+90 541 555 66 77'],
      ['calisan2', 'calisan', ''],
    ]);
    // The inactive, empty company may be deleted; the others hold applications or receipts.
    const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/admin/sirketler/${id}/`, headers: auth.admin });
    expect((await remove(anadolu.id)).statusCode).toBe(409);
    expect((await remove(list.results[2]!.id)).statusCode).toBe(204);
  });
});
