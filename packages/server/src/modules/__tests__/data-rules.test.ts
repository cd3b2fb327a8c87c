// Data that stays true: one e-mail per person (case-insensitively, and a migration that survives
// existing duplicates), a receipt's payment date between 2000-01-01 and today, deactivated users
// out of every mentor picker, suggestion and plan, no resource deleted under approved bookings, whole
// scores, "Geçersiz rol." for a wrong role, and the owner's delete and replacement of a waiting receipt.
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AvailableMentor, Dekont, MentorSuggestionsResponse, SuggestedPlan } from '@portal/domain';
import { migrationsFolder } from '../../db/client';
import { mentors, receipts, reservations, storedFiles, users } from '../../db/schema';
import { bookedBy, countRows, insertResource, istanbulDay } from '../../testing/fixtures';
import { expectDownload } from '../../testing/expect-http';
import { fieldParts, samplePdf, samplePng, type Part } from '../../testing/multipart';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));
const db = () => t.database.db;

const EMAIL_TAKEN = { email: ['Bu e-posta adresi başka bir kullanıcıya ait.'] };

describe('one e-mail address, one person', () => {
  const create = (body: object) => api.send('POST', '/api/admin/users/create_user/', 'staff', body);

  test("creating a user with another user's e-mail, in any letter case: 400 on email, nothing created", async () => {
    const before = await countRows(db(), { users });
    const res = await create({ username: 'ikiz', email: 'APPLICANT_A@Example.Test', password: 'Gecerli.Sifre1' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: EMAIL_TAKEN });
    expect(await countRows(db(), { users })).toEqual(before);
    const ok = await create({ username: 'tekil', email: 'tekil@example.test', password: 'Gecerli.Sifre1' });
    expect(ok.statusCode).toBe(201);
  });

  test("editing a user to another's e-mail: 400; the user's own address in another case is fine", async () => {
    const url = `/api/admin/users/${w.userIds.applicantB}/`;
    const taken = await api.send('PUT', url, 'staff', { username: 'applicant_b', email: 'Owner_A@example.test' });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: 400, body: EMAIL_TAKEN });
    const own = await api.send('PUT', url, 'staff', { username: 'applicant_b', email: 'Applicant_B@Example.test' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: 'Applicant_B@Example.test' });
  });

  test("the profile: another's e-mail 400; one's own, a new one and none ('') are fine", async () => {
    const patch = (email: string) => api.send('PATCH', '/api/profile/', 'applicantA', { email });
    const taken = await patch('mentor_other@EXAMPLE.test');
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: 400, body: EMAIL_TAKEN });
    expect((await patch('APPLICANT_A@example.test')).statusCode).toBe(200);
    expect((await patch('')).statusCode).toBe(200);
    // Several people without an address do not collide.
    expect((await api.send('PATCH', '/api/profile/', 'applicantB', { email: '' })).statusCode).toBe(200);
    expect((await patch('yeni.adres@example.test')).json()).toMatchObject({ email: 'yeni.adres@example.test' });
  });

  test('the database refuses a duplicate that skips the services (the partial unique index)', async () => {
    await expect(db().insert(users).values({ username: 'dolambac', password: 'x', email: 'OWNER_B@example.test' })).rejects.toThrow();
    await db().insert(users).values([
      { username: 'adressiz1', password: 'x', email: '' },
      { username: 'adressiz2', password: 'x', email: '' },
    ]);
  });

  test('the migration leaves the index out where duplicates exist (it never fails a start), and adds it where none do', async () => {
    const migration = fs.readFileSync(path.join(migrationsFolder, '0021_users_email_lower_unique.sql'), 'utf8');
    const hasIndex = async () =>
      ((await db().execute(sql`select 1 from pg_indexes where indexname = 'users_email_lower_uq'`)) as unknown as { rows: unknown[] }).rows.length === 1;
    await db().execute(sql`drop index users_email_lower_uq`);
    const [a] = await db().insert(users).values({ username: 'eski_kopya1', password: 'x', email: 'eski@example.test' }).returning();
    await db().insert(users).values({ username: 'eski_kopya2', password: 'x', email: 'ESKI@example.test' });
    await db().execute(sql.raw(migration));
    expect(await hasIndex()).toBe(false);
    // The services still refuse a third.
    const third = await api.send('POST', '/api/admin/users/create_user/', 'staff', { username: 'eski3', email: 'Eski@Example.test', password: 'Gecerli.Sifre1' });
    expect(third.json()).toEqual(EMAIL_TAKEN);
    // Staff give one of them their own address; run again, the index is there.
    await db().update(users).set({ email: 'eski.bir@example.test' }).where(eq(users.id, a!.id));
    await db().execute(sql.raw(migration));
    expect(await hasIndex()).toBe(true);
  });
});

describe("a receipt's payment date: from 2000-01-01 to today", () => {
  const upload = (odeme_tarihi: string, size: number) =>
    api.postForm('/api/dekontlar/', 'owner', [
      ...fieldParts({ odeme_tarihi, aciklama: 'Kira' }),
      { name: 'dekont_dosyasi', filename: 'd.pdf', data: samplePdf(size) },
    ]);
  const today = DateTime.now().setZone('Europe/Istanbul');

  test('tomorrow and 05.12.2030: 400, in the future; 1999-12-31: 400, too early', async () => {
    for (const date of [today.plus({ days: 1 }).toISODate()!, '2030-12-05']) {
      const res = await upload(date, 401);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { odeme_tarihi: ['Ödeme tarihi bugünden sonra olamaz.'] } });
    }
    const early = await upload('1999-12-31', 402);
    expect({ status: early.statusCode, body: early.json() }).toEqual({ status: 400, body: { odeme_tarihi: ['Ödeme tarihi 01.01.2000 tarihinden önce olamaz.'] } });
  });

  test("today (Istanbul) and 2000-01-01 are accepted", async () => {
    expect((await upload(today.toISODate()!, 403)).statusCode).toBe(201);
    expect((await upload('2000-01-01', 404)).statusCode).toBe(201);
  });
});

describe('a deactivated user is no one\'s mentor-to-be', () => {
  test('out of the available mentors, the suggestions and the plan; an assignment to them is refused', async () => {
    const [u] = await db().insert(users).values({ username: 'ayrilan_mentor', password: 'x', email: 'ayrilan@example.test', first_name: 'Ayrılan' }).returning();
    // Expertise that fits every world project ("Proje n", "Açıklama"), so only the account's state keeps them out.
    const [m] = await db().insert(mentors).values({ user_id: u!.id, unvan: 'Dr.', uzmanlik: 'Açıklama, Test' }).returning();
    const offered = async () => {
      const available = (await api.get('/api/admin/mentorler/available_mentors/', 'staff')).json<{ mentors: AvailableMentor[] }>().mentors;
      const suggestions = (await api.get(`/api/admin/mentorler/suggestions/?basvuru=${w.applicationB}`, 'staff')).json<MentorSuggestionsResponse>();
      const plan = (await api.send('POST', '/api/admin/mentorler/suggested_plan/', 'staff', { basvuru_ids: [w.applicationB] })).json<SuggestedPlan>();
      return {
        available: available.some((x) => x.id === m!.id),
        suggested: suggestions.suggestions.some((s) => s.mentor.id === m!.id),
        planned: plan.assignments.some((a) => a.mentor_id === m!.id),
      };
    };
    expect(await offered()).toEqual({ available: true, suggested: true, planned: true });

    expect((await api.send('POST', `/api/admin/users/${u!.id}/set_active/`, 'staff', { is_active: false })).statusCode).toBe(200);
    expect(await offered()).toEqual({ available: false, suggested: false, planned: false });
    const assign = await api.send('POST', `/api/admin/mentorler/${m!.id}/assign_to_application/`, 'staff', { application_id: w.applicationB });
    expect({ status: assign.statusCode, body: assign.json() }).toEqual({
      status: 400,
      body: { detail: 'Hesabı pasif olan bir mentora proje atanamaz.', error: 'Hesabı pasif olan bir mentora proje atanamaz.' },
    });
    const bulk = await api.send('POST', '/api/admin/mentorler/bulk_assign/', 'staff', { assignments: [{ mentor_id: m!.id, basvuru_id: w.applicationB }] });
    expect(bulk.statusCode).toBe(400);
    expect(JSON.stringify(bulk.json())).toContain('Hesabı pasif olan bir mentora proje atanamaz.');
  });
});

describe('deleting a resource under approved bookings', () => {
  test('409 with the count while approved reservations have not ended; after they are cancelled, 204 with the rest', async () => {
    const kaynak = await insertResource(db(), { ad: 'Toplantı Odası Silinecek', kapasite: 6 });
    const day = istanbulDay(3);
    const at = (h: number) => day.set({ hour: h }).toJSDate();
    const rows = await db()
      .insert(reservations)
      .values([
        bookedBy(w, 'applicantA', { kaynak_id: kaynak, baslangic: at(9), bitis: at(10), durum: 'ONAY' }),
        bookedBy(w, 'applicantA', { kaynak_id: kaynak, baslangic: at(11), bitis: at(12), durum: 'ONAY' }),
        bookedBy(w, 'applicantB', { kaynak_id: kaynak, baslangic: at(13), bitis: at(14), durum: 'BEKLEME' }),
        // Approved but over: not counted.
        bookedBy(w, 'applicantB', { kaynak_id: kaynak, baslangic: istanbulDay(-3).set({ hour: 9 }).toJSDate(), bitis: istanbulDay(-3).set({ hour: 10 }).toJSDate(), durum: 'ONAY' }),
      ])
      .returning({ id: reservations.id });
    const remove = () => api.send('DELETE', `/api/admin/kaynaklar/${kaynak}/`, 'staff');
    const refused = await remove();
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: {
        detail: 'Bu kaynağın 2 onaylı ve henüz bitmemiş rezervasyonu var; kaynak silinemez. Önce bu rezervasyonları iptal edin ya da kaynağı pasif yapın.',
        onayli_rezervasyon_sayisi: 2,
      },
    });
    expect((await db().select().from(reservations).where(eq(reservations.kaynak_id, kaynak))).length).toBe(4);

    for (const r of rows.slice(0, 2)) {
      expect((await api.send('PATCH', `/api/admin/rezervasyonlar/${r.id}/update_status/`, 'staff', { durum: 'IPTAL' })).statusCode).toBe(200);
    }
    expect((await remove()).statusCode).toBe(204);
    expect(await db().select().from(reservations).where(eq(reservations.kaynak_id, kaynak))).toEqual([]);
  });
});

describe('scores are whole numbers, roles have their own message', () => {
  test('a decimal score: 400 saying whole numbers', async () => {
    const [atama] = (await api.get(`/api/atamalar/?basvuru=${w.applicationA}`, 'assignedMentor')).json<{ id: number }[]>();
    const res = await api.send('POST', '/api/degerlendirmeler/', 'assignedMentor', { atama_id: atama!.id, puan: 85.5, yorum: 'İyi gidiyor.' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { puan: ['Puan 0 ile 100 arasında bir tam sayı olmalıdır.'] } });
    const whole = await api.send('POST', '/api/degerlendirmeler/', 'assignedMentor', { atama_id: atama!.id, puan: 86, yorum: 'İyi gidiyor.' });
    expect(whole.statusCode).toBe(201);
    expect(whole.json()).toMatchObject({ puan: 86 });
  });

  test('a wrong company role or role filter: "Geçersiz rol."', async () => {
    const assign = await api.send('POST', `/api/admin/users/${w.userIds.applicantB}/assign_to_company/`, 'staff', { company_id: w.companyA, role: 'patron' });
    expect({ status: assign.statusCode, body: assign.json() }).toEqual({ status: 400, body: { role: ['Geçersiz rol.'] } });
    const list = await api.get('/api/admin/users/?role=patron', 'staff');
    expect({ status: list.statusCode, body: list.json() }).toEqual({ status: 400, body: { role: ['Geçersiz rol.'] } });
  });
});

describe("the owner's receipt while it waits (YUKLENDI)", () => {
  const pdf = (size: number): Part => ({ name: 'dekont_dosyasi', filename: 'dekont.pdf', data: samplePdf(size) });
  const upload = async (size: number) => {
    const res = await api.postForm('/api/dekontlar/', 'owner', [...fieldParts({ odeme_tarihi: '2025-04-05', aciklama: 'Nisan' }), pdf(size)]);
    expect(res.statusCode).toBe(201);
    return res.json<Dekont>();
  };
  const replace = (id: number, caller: 'owner' | 'otherOwner' | 'staff', parts: Part[]) => api.postForm(`/api/dekontlar/${id}/replace_file/`, caller, parts);
  const remove = (id: number, caller: 'owner' | 'otherOwner' | 'staff') => api.send('DELETE', `/api/dekontlar/${id}/`, caller);
  const fileKeyOf = async (id: number) =>
    (await db().select({ key: storedFiles.storage_key }).from(receipts).innerJoin(storedFiles, eq(storedFiles.id, receipts.dosya_id)).where(eq(receipts.id, id)))[0]?.key;

  test('the owner deletes it: 204, the receipt and its document gone; another company 404; staff 403', async () => {
    const dekont = await upload(501);
    const before = await countRows(db(), { receipts, files: storedFiles });
    expect((await remove(dekont.id, 'otherOwner')).statusCode).toBe(404);
    expect((await remove(dekont.id, 'staff')).statusCode).toBe(403);
    expect((await remove(dekont.id, 'owner')).statusCode).toBe(204);
    expect(await countRows(db(), { receipts, files: storedFiles })).toEqual({ receipts: before.receipts - 1, files: before.files - 1 });
    expect((await api.get(dekont.dekont_dosyasi, 'owner')).statusCode).toBe(404);
    expect((await api.get('/api/dekontlar/', 'owner')).json<Dekont[]>().map((d) => d.id)).not.toContain(dekont.id);
    expect((await remove(dekont.id, 'owner')).statusCode).toBe(404);
  });

  test('the owner replaces its document: the new bytes behind the link, the old ones gone', async () => {
    const dekont = await upload(502);
    const oldKey = await fileKeyOf(dekont.id);
    expect((await replace(dekont.id, 'otherOwner', [pdf(503)])).statusCode).toBe(404);
    const png = { name: 'dekont_dosyasi', filename: 'dogru.png', data: samplePng() };
    const res = await replace(dekont.id, 'owner', [png]);
    expect(res.statusCode).toBe(200);
    const replaced = res.json<Dekont>();
    expect(replaced).toMatchObject({ id: dekont.id, durum: 'YUKLENDI', odeme_tarihi: '2025-04-05', aciklama: 'Nisan' });
    await expectDownload(t, replaced.dekont_dosyasi, png.data, 'image/png');
    expect(await fileKeyOf(dekont.id)).not.toBe(oldKey);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.storage_key, oldKey!))).toEqual([]);
  });

  test('no file, or a document another receipt of the company has: 400 on dekont_dosyasi', async () => {
    const first = await upload(504);
    const second = await upload(505);
    const none = await replace(second.id, 'owner', fieldParts({ aciklama: 'x' }));
    expect({ status: none.statusCode, body: none.json() }).toEqual({ status: 400, body: { dekont_dosyasi: ['Lütfen bir dekont dosyası seçin.'] } });
    const same = await replace(second.id, 'owner', [pdf(504)]);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ dekont_dosyasi: [`Bu dosya daha önce yüklendi: 05.04.2025 ödeme tarihli dekont (No. ${first.id}).`] });
  });

  test('after staff decided: 409 for both, nothing changes', async () => {
    const dekont = await upload(506);
    expect((await api.send('PATCH', `/api/admin/dekontlar/${dekont.id}/update_status/`, 'staff', { durum: 'REDDEDILDI', not: 'Okunmuyor' })).statusCode).toBe(200);
    const decided = { detail: 'Bu dekont hakkında karar verildi; artık silinemez veya dosyası değiştirilemez.' };
    const del = await remove(dekont.id, 'owner');
    expect({ status: del.statusCode, body: del.json() }).toEqual({ status: 409, body: decided });
    const rep = await replace(dekont.id, 'owner', [pdf(507)]);
    expect({ status: rep.statusCode, body: rep.json() }).toEqual({ status: 409, body: decided });
    expect((await db().select({ durum: receipts.durum }).from(receipts).where(eq(receipts.id, dekont.id)))[0]).toEqual({ durum: 'REDDEDILDI' });
  });
});
