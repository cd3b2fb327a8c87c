// Drafts that finish: the applicant edits a TASLAK application by the rules of applying, sends it
// while its call is open, withdraws a sent one that is not decided (back to TASLAK), and completes
// and sends a TASLAK report. Only the owner; everyone else 404; never after a decision.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { DRAFT_MSG, MSG } from '@portal/domain';
import { applications, calls, history, notifications, reports, storedFiles } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import { ACTORS, type Actor, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { attachment, fieldParts, multipart, sampleExe, samplePdf, type Part } from '../../testing/multipart';
import { storedFilesOnDisk } from '../../testing/fixtures';
import { expectDrf4xx } from '../../testing/expect-http';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));

const patchForm = (url: string, caller: Actor, parts: Part[]) => {
  const form = multipart(parts);
  return t.app.inject({ method: 'PATCH', url, payload: form.payload, headers: { ...form.headers, ...w.auth(caller) } });
};
const post = (url: string, caller: Actor) => api.send('POST', url, caller);

async function draftOf(values: Partial<typeof applications.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantA, proje_basligi: 'Taslak Proje', aciklama: 'Taslak açıklaması', durum: 'TASLAK', ...values })
    .returning({ id: applications.id });
  return row!.id;
}
async function draftReport(values: Partial<typeof reports.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(reports)
    .values({ basvuru_id: w.applicationA, olusturan_id: w.userIds.applicantA, donem_baslangic: '2025-01-01', donem_bitis: '2025-01-31', ozet: 'Yarım kalmış taslak rapor.', durum: 'TASLAK', ...values })
    .returning({ id: reports.id });
  return row!.id;
}
const durumOf = async (id: number) => (await t.database.db.select({ d: applications.durum }).from(applications).where(eq(applications.id, id)))[0]?.d;
const raporDurumOf = async (id: number) => (await t.database.db.select({ d: reports.durum }).from(reports).where(eq(reports.id, id)))[0]?.d;
const OTHERS: Actor[] = ACTORS.filter((a) => a !== 'applicantA' && a !== 'anonymous');

let closedCall = 0;
beforeAll(async () => {
  const [row] = await t.database.db.insert(calls).values({ baslik: 'Süresi Dolmuş', bitis: new Date('2020-01-01T00:00:00Z') }).returning({ id: calls.id });
  closedCall = row!.id;
});

describe('PATCH /api/basvurular/{id}/ (edit a draft)', () => {
  test('the owner edits title, description and attachment; the answer is the application', async () => {
    const id = await draftOf();
    const res = await patchForm(`/api/basvurular/${id}/`, 'applicantA', [
      ...fieldParts({ proje_basligi: '  Düzenlenmiş Başlık ', aciklama: 'Yeni açıklama' }),
      attachment('plan.pdf', samplePdf()),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; proje_basligi: string; aciklama: string; durum: string; ek_dosya: string | null };
    expect(body).toMatchObject({ id, proje_basligi: 'Düzenlenmiş Başlık', aciklama: 'Yeni açıklama', durum: 'TASLAK' });
    expect(body.ek_dosya).toMatch(/^\/api\/files\/\d+\/\?exp=/);
  });

  test('a new file replaces the old one (row and bytes go); ek_dosya_sil removes it', async () => {
    const id = await draftOf();
    const first = await patchForm(`/api/basvurular/${id}/`, 'applicantA', [...fieldParts({ proje_basligi: 'A', aciklama: 'B' }), attachment('a.pdf', samplePdf(100))]);
    expect(first.statusCode).toBe(200);
    const [{ fileId }] = (await t.database.db.select({ fileId: applications.ek_dosya_id }).from(applications).where(eq(applications.id, id))) as [{ fileId: number }];
    const onDiskBefore = storedFilesOnDisk(t.config.dataDir).length;
    const second = await patchForm(`/api/basvurular/${id}/`, 'applicantA', [...fieldParts({ proje_basligi: 'A', aciklama: 'B' }), attachment('b.pdf', samplePdf(200))]);
    expect(second.statusCode).toBe(200);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect(storedFilesOnDisk(t.config.dataDir).length).toBe(onDiskBefore);
    const removed = await patchForm(`/api/basvurular/${id}/`, 'applicantA', fieldParts({ proje_basligi: 'A', aciklama: 'B', ek_dosya_sil: 'true' }));
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as { ek_dosya: string | null }).ek_dosya).toBeNull();
    expect(storedFilesOnDisk(t.config.dataDir).length).toBe(onDiskBefore - 1);
  });

  test('the rules of applying: blank title and description, a wrong file type; nothing changes', async () => {
    const id = await draftOf();
    const blank = await patchForm(`/api/basvurular/${id}/`, 'applicantA', fieldParts({ proje_basligi: '   ', aciklama: '' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ proje_basligi: [MSG.application.titleRequired], aciklama: [MSG.application.descriptionRequired] });
    const exe = await patchForm(`/api/basvurular/${id}/`, 'applicantA', [...fieldParts({ proje_basligi: 'A', aciklama: 'B' }), attachment('x.pdf', sampleExe())]);
    expect(exe.statusCode).toBe(400);
    expectDrf4xx(exe);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ proje_basligi: 'Taslak Proje', aciklama: 'Taslak açıklaması', ek_dosya_id: null });
  });

  test('another applicant, a mentor, an owner and staff: 404; anonymous 401', async () => {
    const id = await draftOf();
    for (const actor of OTHERS) {
      const res = await patchForm(`/api/basvurular/${id}/`, actor, fieldParts({ proje_basligi: 'Ele geçirildi', aciklama: 'x' }));
      expect({ actor, status: res.statusCode }).toEqual({ actor, status: 404 });
    }
    expect((await patchForm(`/api/basvurular/${id}/`, 'anonymous', fieldParts({ proje_basligi: 'x', aciklama: 'x' }))).statusCode).toBe(401);
    expect((await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!.proje_basligi).toBe('Taslak Proje');
  });

  test('not a draft: 409 with the Turkish reason', async () => {
    for (const durum of ['GONDERILDI', 'INCELEME', 'ONAY', 'RED'] as const) {
      const id = await draftOf({ durum });
      const res = await patchForm(`/api/basvurular/${id}/`, 'applicantA', fieldParts({ proje_basligi: 'x', aciklama: 'y' }));
      expect({ durum, status: res.statusCode, body: res.json() }).toEqual({ durum, status: 409, body: { detail: DRAFT_MSG.application.notDraft } });
    }
  });
});

describe('POST /api/basvurular/{id}/gonder/ (send a draft)', () => {
  test('TASLAK -> GONDERILDI: history by the applicant, staff are told', async () => {
    const id = await draftOf({ proje_basligi: 'Gönderilecek Taslak' });
    const res = await post(`/api/basvurular/${id}/gonder/`, 'applicantA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, durum: 'GONDERILDI' });
    const rows = await t.database.db.select().from(history).where(and(eq(history.nesne, 'basvuru'), eq(history.nesne_id, id)));
    expect(rows.map((r) => [r.eylem, r.onceki, r.sonraki, r.kullanici_id])).toEqual([['durum', 'TASLAK', 'GONDERILDI', w.userIds.applicantA]]);
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.tur, 'basvuru_yeni'), eq(notifications.alici_id, w.userIds.staff)));
    expect(told.some((n) => (n.params as { basvuru_id?: number }).basvuru_id === id)).toBe(true);
    // Sent already: a second send is refused.
    const again = await post(`/api/basvurular/${id}/gonder/`, 'applicantA');
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { detail: DRAFT_MSG.application.notDraft } });
  });

  test('a call that has closed refuses with the reason; the draft stays a draft', async () => {
    const id = await draftOf({ cagri_id: closedCall });
    const res = await post(`/api/basvurular/${id}/gonder/`, 'applicantA');
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: { detail: MSG.call.expiredWarning } });
    expect(await durumOf(id)).toBe('TASLAK');
  });

  test('a draft whose stored text breaks the rules of applying: 400 by field', async () => {
    const id = await draftOf({ aciklama: '   ' });
    const res = await post(`/api/basvurular/${id}/gonder/`, 'applicantA');
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { aciklama: [MSG.application.descriptionRequired] } });
  });

  test('others 404, anonymous 401; the draft is untouched', async () => {
    const id = await draftOf();
    for (const actor of OTHERS) expect({ actor, status: (await post(`/api/basvurular/${id}/gonder/`, actor)).statusCode }).toEqual({ actor, status: 404 });
    expect((await post(`/api/basvurular/${id}/gonder/`, 'anonymous')).statusCode).toBe(401);
    expect((await post('/api/basvurular/999999/gonder/', 'applicantA')).statusCode).toBe(404);
    expect(await durumOf(id)).toBe('TASLAK');
  });
});

describe('POST /api/basvurular/{id}/geri-cek/ (withdraw)', () => {
  test('GONDERILDI and INCELEME go back to TASLAK; then they can be edited and sent again', async () => {
    for (const durum of ['GONDERILDI', 'INCELEME'] as const) {
      const id = await draftOf({ durum });
      const res = await post(`/api/basvurular/${id}/geri-cek/`, 'applicantA');
      expect({ durum, status: res.statusCode, now: (res.json() as { durum: string }).durum }).toEqual({ durum, status: 200, now: 'TASLAK' });
      const rows = await t.database.db.select().from(history).where(and(eq(history.nesne, 'basvuru'), eq(history.nesne_id, id)));
      expect(rows.map((r) => [r.onceki, r.sonraki, r.kullanici_id])).toEqual([[durum, 'TASLAK', w.userIds.applicantA]]);
      expect((await patchForm(`/api/basvurular/${id}/`, 'applicantA', fieldParts({ proje_basligi: 'Tekrar', aciklama: 'Düzeltildi' }))).statusCode).toBe(200);
      expect((await post(`/api/basvurular/${id}/gonder/`, 'applicantA')).statusCode).toBe(200);
    }
  });

  test('decided (ONAY, RED) or a draft already: 409 with the reason, nothing changes', async () => {
    for (const [durum, detail] of [
      ['ONAY', DRAFT_MSG.application.notWithdrawable],
      ['RED', DRAFT_MSG.application.notWithdrawable],
      ['TASLAK', DRAFT_MSG.application.alreadyDraft],
    ] as const) {
      const id = await draftOf({ durum });
      const res = await post(`/api/basvurular/${id}/geri-cek/`, 'applicantA');
      expect({ durum, status: res.statusCode, body: res.json() }).toEqual({ durum, status: 409, body: { detail } });
      expect(await durumOf(id)).toBe(durum);
    }
  });

  test('others 404 (staff decide in the admin area), anonymous 401', async () => {
    const id = await draftOf({ durum: 'GONDERILDI' });
    for (const actor of OTHERS) expect({ actor, status: (await post(`/api/basvurular/${id}/geri-cek/`, actor)).statusCode }).toEqual({ actor, status: 404 });
    expect((await post(`/api/basvurular/${id}/geri-cek/`, 'anonymous')).statusCode).toBe(401);
    expect(await durumOf(id)).toBe('GONDERILDI');
  });
});

describe('draft reports: PATCH /api/raporlar/{id}/ and POST /api/raporlar/{id}/gonder/', () => {
  test('the applicant completes a draft (the period end follows the start) and sends it', async () => {
    const id = await draftReport();
    const res = await patchForm(`/api/raporlar/${id}/`, 'applicantA', [
      ...fieldParts({ donem_baslangic: '2025-02-10', ozet: 'Tamamlanan rapor: bu ay iki pilot müşteri kazanıldı.' }),
      attachment('rapor.pdf', samplePdf()),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, durum: 'TASLAK', donem_baslangic: '2025-02-10', donem_bitis: '2025-02-28', ozet: 'Tamamlanan rapor: bu ay iki pilot müşteri kazanıldı.' });
    expect((res.json() as { ek_dosya: string | null }).ek_dosya).not.toBeNull();
    const sent = await post(`/api/raporlar/${id}/gonder/`, 'applicantA');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ id, durum: 'GONDERILDI' });
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.tur, 'rapor_yeni'), eq(notifications.alici_id, w.userIds.staff)));
    expect(told.some((n) => (n.params as { rapor_id?: number }).rapor_id === id)).toBe(true);
    const again = await patchForm(`/api/raporlar/${id}/`, 'applicantA', fieldParts({ donem_baslangic: '2025-02-10', ozet: 'Gönderildikten sonra değişiklik.' }));
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { detail: DRAFT_MSG.report.notDraft } });
    expect((await post(`/api/raporlar/${id}/gonder/`, 'applicantA')).statusCode).toBe(409);
  });

  test('the rules of filing: a short summary, a start in the future', async () => {
    const id = await draftReport();
    const res = await patchForm(`/api/raporlar/${id}/`, 'applicantA', fieldParts({ donem_baslangic: '2999-01-01', ozet: 'kısa' }));
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { donem_baslangic: [MSG.report.startInFuture], ozet: [MSG.report.summaryMin] },
    });
    const short = await draftReport({ ozet: 'kısa' });
    const sent = await post(`/api/raporlar/${short}/gonder/`, 'applicantA');
    expect({ status: sent.statusCode, body: sent.json() }).toEqual({ status: 400, body: { ozet: [MSG.report.summaryMin] } });
    expect(await raporDurumOf(short)).toBe('TASLAK');
  });

  test('the assigned mentor, staff and everyone else: 404; anonymous 401', async () => {
    const id = await draftReport();
    for (const actor of OTHERS) {
      const edit = await patchForm(`/api/raporlar/${id}/`, actor, fieldParts({ donem_baslangic: '2025-01-01', ozet: 'Başkasının düzenlemesi.' }));
      const send = await post(`/api/raporlar/${id}/gonder/`, actor);
      expect({ actor, edit: edit.statusCode, send: send.statusCode }).toEqual({ actor, edit: 404, send: 404 });
    }
    expect((await post(`/api/raporlar/${id}/gonder/`, 'anonymous')).statusCode).toBe(401);
    expect(await raporDurumOf(id)).toBe('TASLAK');
  });
});
