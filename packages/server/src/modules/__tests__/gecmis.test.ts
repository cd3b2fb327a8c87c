// History (issue 15 item 3): every status change is recorded in its transaction (who, when, from,
// to, the note), a refused change records nothing, the owner's cancel too; the owner reads their
// object's history with the rejection's reason, nobody else does; a status set to the one it had
// is recorded but notifies nobody. Every admin edit of a call, resource, company, mentor, user or
// assignment is recorded with the fields it changed (and only the recorded fields), staff-only.
import { describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { GecmisKaydi } from '@portal/domain';
import { assignments, history, notifications, reservations } from '../../db/schema';
import { bookedBy, insertResource, istanbulDay } from '../../testing/fixtures';
import type { Method } from '../../testing/requests';
import type { TestContext } from '../../testing/test-app';
import type { SignedInActor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));

const db = () => t.database.db;

const call = (actor: SignedInActor, method: Method, url: string, payload?: unknown) => api.send(method, `/api/${url}`, actor, payload);

async function historyAs(actor: SignedInActor, nesne: string, id: number): Promise<GecmisKaydi[]> {
  const res = await call(actor, 'GET', `${actor === 'staff' ? 'admin/' : ''}gecmis/?nesne=${nesne}&id=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as GecmisKaydi[];
}

const notificationsOf = (userId: number) => db().select().from(notifications).where(and(eq(notifications.alici_id, userId), eq(notifications.tur, 'basvuru_durum')));

describe('status history', () => {
  test('staff reject with a reason: recorded with who, from and to; the applicant reads the reason', async () => {
    const before = (await call('applicantB', 'GET', `basvurular/${w.applicationB}/`)).json() as { durum: string };
    const res = await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'RED', not: '  Bütçe planı eksik; lütfen güncelleyip yeniden başvurun.  ' });
    expect(res.statusCode).toBe(200);
    const seen = await historyAs('applicantB', 'basvuru', w.applicationB);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      nesne: 'basvuru',
      nesne_id: w.applicationB,
      eylem: 'durum',
      onceki: before.durum,
      sonraki: 'RED',
      not: 'Bütçe planı eksik; lütfen güncelleyip yeniden başvurun.',
      kullanici: 'staff',
    });
    expect(Date.parse(seen[0]!.zaman)).toBeGreaterThan(Date.now() - 60_000);
    // Staff read the same; another applicant, a mentor not assigned and an owner of another company get 404.
    expect(await historyAs('staff', 'basvuru', w.applicationB)).toEqual(seen);
    for (const actor of ['applicantA', 'otherMentor', 'otherOwner'] as const) {
      expect((await call(actor, 'GET', `gecmis/?nesne=basvuru&id=${w.applicationB}`)).statusCode).toBe(404);
    }
  });

  test('a status set to the one it already has is recorded and notifies nobody', async () => {
    const told = (await notificationsOf(w.userIds.applicantB)).length;
    expect((await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'RED', not: 'Yeniden değerlendirildi.' })).statusCode).toBe(200);
    expect(await notificationsOf(w.userIds.applicantB)).toHaveLength(told);
    const rows = await historyAs('applicantB', 'basvuru', w.applicationB);
    expect(rows.at(-1)).toMatchObject({ onceki: 'RED', sonraki: 'RED', not: 'Yeniden değerlendirildi.' });
    expect((await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'INCELEME' })).statusCode).toBe(200);
    expect(await notificationsOf(w.userIds.applicantB)).toHaveLength(told + 1);
  });

  test('a refused change records nothing; the booker\'s own cancel is recorded', async () => {
    const kaynak_id = await insertResource(db(), { ad: 'Geçmiş Odası' });
    const day = istanbulDay(11);
    const tenToEleven = bookedBy(w, 'applicantA', { kaynak_id, baslangic: day.set({ hour: 10 }).toJSDate(), bitis: day.set({ hour: 11 }).toJSDate() });
    const [first, second] = await db().insert(reservations).values([tenToEleven, tenToEleven]).returning();
    expect((await call('staff', 'PATCH', `admin/rezervasyonlar/${first!.id}/update_status/`, { durum: 'ONAY' })).statusCode).toBe(200);
    // The overlapping one cannot be approved: 409, and no history row for it.
    expect((await call('staff', 'PATCH', `admin/rezervasyonlar/${second!.id}/update_status/`, { durum: 'ONAY', not: 'onay' })).statusCode).toBe(409);
    expect(await db().select().from(history).where(and(eq(history.nesne, 'rezervasyon'), eq(history.nesne_id, second!.id)))).toEqual([]);
    expect((await call('applicantA', 'POST', `rezervasyonlar/${second!.id}/iptal/`, {})).statusCode).toBe(200);
    expect(await historyAs('applicantA', 'rezervasyon', second!.id)).toEqual([
      expect.objectContaining({ eylem: 'iptal', onceki: 'BEKLEME', sonraki: 'IPTAL', kullanici: 'applicant_a' }),
    ]);
    expect((await call('applicantB', 'GET', `gecmis/?nesne=rezervasyon&id=${second!.id}`)).statusCode).toBe(404);
  });

  test('a note with control characters or too long is a field error, and nothing changes', async () => {
    const count = (await historyAs('staff', 'basvuru', w.applicationA)).length;
    for (const not of ['a\u0000b', 'x'.repeat(1001)]) {
      const res = await call('staff', 'PATCH', `admin/basvurular/${w.applicationA}/update_status/`, { durum: 'RED', not });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['not']);
    }
    expect(await historyAs('staff', 'basvuru', w.applicationA)).toHaveLength(count);
    expect((await call('staff', 'GET', 'admin/gecmis/?nesne=bilinmeyen&id=1')).statusCode).toBe(400);
  });
});

describe('admin edits', () => {
  const edits = async (nesne: string, id: number) => (await historyAs('staff', nesne, id)).filter((e) => e.eylem === 'duzenleme');
  const callForm = { baslik: 'Düzenlenen Çağrı', aciklama: 'Açıklama', baslangic: '2025-01-01', bitis: '2099-06-30', aktif: true };

  test('a call edit records the changed fields, who and when; the same values again record nothing', async () => {
    const created = (await call('staff', 'POST', 'admin/cagrilar/', callForm)).json() as { id: number };
    expect(await edits('cagri', created.id)).toEqual([]);
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/cagrilar/${created.id}/`, headers: w.auth('staff'), payload: { ...callForm, baslik: 'Yeni Başlık', aktif: false } });
    expect(put.statusCode).toBe(200);
    const [edit, ...rest] = await edits('cagri', created.id);
    expect(rest).toEqual([]);
    expect(edit).toMatchObject({ nesne: 'cagri', nesne_id: created.id, kullanici: 'staff', onceki: null, sonraki: null });
    expect(edit!.degisiklikler).toEqual([
      { alan: 'baslik', onceki: 'Düzenlenen Çağrı', sonraki: 'Yeni Başlık' },
      { alan: 'aktif', onceki: true, sonraki: false },
    ]);
    await t.app.inject({ method: 'PUT', url: `/api/admin/cagrilar/${created.id}/`, headers: w.auth('staff'), payload: { ...callForm, baslik: 'Yeni Başlık', aktif: false } });
    expect(await edits('cagri', created.id)).toHaveLength(1);
    // A date change is recorded as the instants, before and after.
    await t.app.inject({ method: 'PUT', url: `/api/admin/cagrilar/${created.id}/`, headers: w.auth('staff'), payload: { ...callForm, baslik: 'Yeni Başlık', aktif: false, bitis: '2099-07-31' } });
    const dates = (await edits('cagri', created.id))[1]!.degisiklikler;
    expect(dates.map((d) => d.alan)).toEqual(['bitis']);
    expect(String(dates[0]!.onceki)).toMatch(/^2099-06-30T/);
    expect(String(dates[0]!.sonraki)).toMatch(/^2099-07-31T/);
  });

  test('a resource deactivated, a company renamed, a mentor edited: each recorded', async () => {
    const k = (await call('staff', 'POST', 'admin/kaynaklar/', { ad: 'Atölye', kapasite: 3 })).json() as { id: number };
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/kaynaklar/${k.id}/`, headers: w.auth('staff'), payload: { ad: 'Atölye', kapasite: 3, aktif: false } })).statusCode).toBe(200);
    expect((await edits('kaynak', k.id))[0]!.degisiklikler).toEqual([{ alan: 'aktif', onceki: true, sonraki: false }]);

    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/sirketler/${w.companyB}/`, headers: w.auth('staff'), payload: { adi: 'B Yazılım A.Ş.', aktif: true } })).statusCode).toBe(200);
    expect((await edits('sirket', w.companyB))[0]!.degisiklikler).toEqual([{ alan: 'adi', onceki: 'B Yazılım', sonraki: 'B Yazılım A.Ş.' }]);

    const m = await t.app.inject({ method: 'PUT', url: `/api/admin/mentorler/${w.mentorIds.other}/`, headers: w.auth('staff'), payload: { unvan: 'Doç. Dr.', uzmanlik: 'Finans', aktif: true } });
    expect(m.statusCode).toBe(200);
    expect((await edits('mentor', w.mentorIds.other))[0]!.degisiklikler).toEqual([{ alan: 'unvan', onceki: 'Prof.', sonraki: 'Doç. Dr.' }]);
  });

  test('a user deactivated and edited; an assignment removed: recorded, never a password or a token version', async () => {
    const id = w.userIds.employee;
    expect((await call('staff', 'POST', `admin/users/${id}/set_active/`, { is_active: false })).statusCode).toBe(200);
    expect((await edits('kullanici', id))[0]!.degisiklikler).toEqual([{ alan: 'is_active', onceki: true, sonraki: false }]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}/`,
      headers: w.auth('staff'),
      payload: { username: 'employee_a', email: 'yeni@example.test', first_name: 'employee_a', last_name: '', is_active: true, is_staff: false, is_superuser: false },
    });
    expect(put.statusCode).toBe(200);
    const all = await edits('kullanici', id);
    expect(all).toHaveLength(2);
    expect(all[1]!.degisiklikler).toEqual([
      { alan: 'email', onceki: 'employee_a@example.test', sonraki: 'yeni@example.test' },
      { alan: 'is_active', onceki: false, sonraki: true },
    ]);

    const [assignment] = await db().select().from(assignments).where(eq(assignments.basvuru_id, w.applicationA));
    expect((await call('staff', 'PATCH', `admin/mentor-atamalari/${assignment!.id}/toggle_status/`)).statusCode).toBe(200);
    expect((await edits('atama', assignment!.id))[0]!.degisiklikler).toEqual([{ alan: 'aktif', onceki: true, sonraki: false }]);

    const stored = await db().select({ d: history.degisiklikler }).from(history).where(eq(history.eylem, 'duzenleme'));
    const fields = stored.flatMap((r) => r.d ?? []).map((c) => c.alan);
    expect(fields).not.toContain('password');
    expect(fields).not.toContain('token_version');
    expect(fields).not.toContain('password_changed_at');
  });

  test('edit histories are staff-only: 404 for everyone else, even for a public call', async () => {
    for (const [nesne, id] of [['cagri', w.callId], ['sirket', w.companyA], ['mentor', w.mentorIds.assigned]] as const) {
      for (const actor of ['applicantA', 'owner', 'assignedMentor'] as const) {
        expect((await call(actor, 'GET', `gecmis/?nesne=${nesne}&id=${id}`)).statusCode).toBe(404);
      }
    }
  });
});
