// Admin companies (CRUD with members, the deletion rule) and the admin dashboard (the nine totals
// against the database, the latest lists).
import { describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { DASHBOARD_AREAS, MSG, SIRKET_API_MESSAGES, type AdminSirket, type DashboardOverview, type Paginated, type RecentActivities } from '@portal/domain';
import { applications, calls, companies, companyMembers, receipts, reports, storedFiles, users } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: w.auth('staff'), ...(payload ? { payload } : {}) });

describe('admin/sirketler/', () => {
  test('create, edit, read with members; the list carries member_count and filters by aktif', async () => {
    const blank = await call('POST', '/api/admin/sirketler/', { adi: '   ', aktif: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ adi: [MSG.company.nameRequired] });
    const created = await call('POST', '/api/admin/sirketler/', { adi: '  Yeni Şirket  ' });
    expect(created.statusCode).toBe(201);
    const c = created.json<AdminSirket>();
    expect(c).toMatchObject({ adi: 'Yeni Şirket', aktif: true, member_count: 0, uyeler: [] });
    const edited = await call('PUT', `/api/admin/sirketler/${c.id}/`, { adi: 'Yeni Şirket A.Ş.', aktif: false });
    expect(edited.json()).toMatchObject({ id: c.id, adi: 'Yeni Şirket A.Ş.', aktif: false });
    expect((await call('PUT', '/api/admin/sirketler/999999/', { adi: 'x', aktif: true })).statusCode).toBe(404);

    const a = (await call('GET', `/api/admin/sirketler/${w.companyA}/`)).json<AdminSirket>();
    expect(a.member_count).toBe(2);
    expect(a.uyeler.map((m) => [m.user.username, m.rol])).toEqual([
      ['owner_a', 'sahip'],
      ['employee_a', 'calisan'],
    ]);
    const list = (await call('GET', '/api/admin/sirketler/?ordering=-member_count')).json<Paginated<AdminSirket>>();
    expect(list.results.map((r) => [r.adi, r.member_count])).toEqual([
      ['A Teknoloji', 2],
      ['B Yazılım', 1],
      ['Yeni Şirket A.Ş.', 0],
    ]);
    const passive = (await call('GET', '/api/admin/sirketler/?aktif=false')).json<Paginated<AdminSirket>>();
    expect(passive.results.map((r) => r.id)).toEqual([c.id]);
    expect((await call('GET', '/api/admin/sirketler/?search=teknol')).json<Paginated<AdminSirket>>().count).toBe(1);
  });

  test('delete: refused with the reason while applications or receipts belong to it; otherwise memberships go, users stay', async () => {
    const db = t.database.db;
    const withApplication = await call('DELETE', `/api/admin/sirketler/${w.companyA}/`);
    expect(withApplication.statusCode).toBe(409);
    expect(withApplication.json()).toEqual({ detail: SIRKET_API_MESSAGES.hasData(['1 başvuru']) });

    const [c] = await db.insert(companies).values({ adi: 'Dekontlu' }).returning();
    const [file] = await db
      .insert(storedFiles)
      .values({ storage_key: 'sirket-dekont', original_name: 'd.pdf', mime: 'application/pdf', ext: 'pdf', size: 1, sha256: 'x' })
      .returning();
    await db.insert(receipts).values({ sirket_id: c!.id, odeme_tarihi: '2025-01-01', dosya_id: file!.id });
    const withReceipt = await call('DELETE', `/api/admin/sirketler/${c!.id}/`);
    expect(withReceipt.json()).toEqual({ detail: SIRKET_API_MESSAGES.hasData(['1 dekont']) });
    expect(await db.select().from(receipts).where(eq(receipts.sirket_id, c!.id))).toHaveLength(1);

    const [empty] = await db.insert(companies).values({ adi: 'Boş' }).returning();
    await db.insert(companyMembers).values({ sirket_id: empty!.id, user_id: w.userIds.applicantB, rol: 'sahip' });
    expect((await call('DELETE', `/api/admin/sirketler/${empty!.id}/`)).statusCode).toBe(204);
    expect(await db.select().from(companyMembers).where(eq(companyMembers.sirket_id, empty!.id))).toEqual([]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, w.userIds.applicantB))).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/sirketler/${empty!.id}/`)).statusCode).toBe(404);
  });
});

describe('admin/dashboard/', () => {
  test('overview: every total and active count is what the database holds', async () => {
    const db = t.database.db;
    await db.insert(calls).values([
      { baslik: 'Kapalı', aktif: false, bitis: new Date('2099-01-01') },
      { baslik: 'Süresi dolmuş', bitis: new Date('2020-01-01') },
      { baslik: 'Tarihsiz' },
    ]);
    await db.insert(applications).values([
      { cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: 'İncelemede', aciklama: 'x', durum: 'INCELEME' },
      { cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: 'Reddedilen', aciklama: 'x', durum: 'RED' },
    ]);
    await db.update(users).set({ is_active: false }).where(eq(users.id, w.userIds.otherMentor));
    const res = await call('GET', '/api/admin/dashboard/overview/');
    expect(res.statusCode).toBe(200);
    const body = res.json<DashboardOverview>();
    const n = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const expected = {
      calls: [sql`select count(*)::int n from cagrilar`, sql`select count(*)::int n from cagrilar where aktif and bitis >= now()`],
      applications: [sql`select count(*)::int n from basvurular`, sql`select count(*)::int n from basvurular where durum in ('GONDERILDI','INCELEME')`],
      reports: [sql`select count(*)::int n from raporlar`, sql`select count(*)::int n from raporlar where durum = 'GONDERILDI'`],
      users: [sql`select count(*)::int n from users`, sql`select count(*)::int n from users where is_active`],
      companies: [sql`select count(*)::int n from sirketler`, sql`select count(*)::int n from sirketler where aktif`],
      mentors: [sql`select count(*)::int n from mentorler`, sql`select count(*)::int n from mentorler where aktif`],
      resources: [sql`select count(*)::int n from kaynaklar`, sql`select count(*)::int n from kaynaklar where aktif`],
      reservations: [sql`select count(*)::int n from rezervasyonlar`, sql`select count(*)::int n from rezervasyonlar where durum = 'BEKLEME'`],
      receipts: [sql`select count(*)::int n from dekontlar`, sql`select count(*)::int n from dekontlar where durum = 'YUKLENDI'`],
    } as const;
    for (const area of DASHBOARD_AREAS) {
      const [total, active] = expected[area];
      expect({ area, ...body[area] }).toEqual({ area, total: await n(total), active: await n(active) });
    }
    // Known values of this world: one open call of four, one pending application of five (INCELEME).
    expect(body.calls).toEqual({ total: 4, active: 1 });
    expect(body.applications).toEqual({ total: 5, active: 1 });
    expect(body.users.active).toBe(body.users.total - 1);

    // Nothing is kept between visits: a write through the app, and one behind its back (as another
    // process would write), show at the next visit.
    expect((await call('POST', '/api/admin/sirketler/', { adi: 'Panoda Görünen', aktif: true })).statusCode).toBe(201);
    const after = (await call('GET', '/api/admin/dashboard/overview/')).json<DashboardOverview>();
    expect(after.companies).toEqual({ total: body.companies.total + 1, active: body.companies.active + 1 });
    expect(after.receipt_coverage).toMatchObject({ companies: body.receipt_coverage.companies + 1, missing: body.receipt_coverage.missing + 1 });
    await t.database.db.insert(companies).values({ adi: 'Arkadan Panoya', aktif: false });
    const behind = (await call('GET', '/api/admin/dashboard/overview/')).json<DashboardOverview>();
    expect(behind.companies).toEqual({ total: body.companies.total + 2, active: body.companies.active + 1 });
  });

  test('recent_activities: the 5 newest applications, reports and users, newest first', async () => {
    const db = t.database.db;
    for (let i = 0; i < 6; i++) {
      await db.insert(reports).values({
        basvuru_id: w.applicationA,
        olusturan_id: w.userIds.applicantA,
        donem_baslangic: '2025-01-01',
        donem_bitis: '2025-01-31',
        ozet: `Rapor ${i}`,
        olusturuldu: new Date(Date.UTC(2025, 0, 1 + i)),
      });
    }
    const res = await call('GET', '/api/admin/dashboard/recent_activities/');
    expect(res.statusCode).toBe(200);
    const body = res.json<RecentActivities>();
    expect(body.recent_reports.map((r) => r.ozet)).toEqual(['Rapor 5', 'Rapor 4', 'Rapor 3', 'Rapor 2', 'Rapor 1']);
    expect(body.recent_applications).toHaveLength(5);
    const newestApps = await db.select({ id: applications.id }).from(applications).orderBy(sql`olusturuldu desc, id desc`).limit(5);
    expect(body.recent_applications.map((a) => a.id)).toEqual(newestApps.map((a) => a.id));
    const newestUsers = await db.select({ id: users.id }).from(users).orderBy(sql`date_joined desc, id desc`).limit(5);
    expect(body.recent_users.map((u) => u.id)).toEqual(newestUsers.map((u) => u.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/recent_activities/', headers: w.auth('owner') })).statusCode).toBe(403);
  });
});
