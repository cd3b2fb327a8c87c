// The mentor's workspace on the server: the work queue (GET atamalar/queue/) in the order of what
// needs the mentor, the evaluations a mentor wrote (GET degerlendirmeler/as_mentor/, removed
// assignments included), "my evaluations" of a mentor who is also an applicant (only those on his
// own projects), and the application and its attachment for its active mentor only.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Atama, Degerlendirme, MentorQueueItem } from '@portal/domain';
import { applications, evaluations, reports } from '../../db/schema';
import { expectDownload } from '../../testing/expect-http';
import { fieldParts, multipart, samplePdf } from '../../testing/multipart';
import type { TestContext } from '../../testing/test-app';
import type { Actor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));

const api = async (actor: Actor, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: w.auth(actor), ...(payload ? { payload } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions state the shape
  return { status: res.statusCode, body: res.body ? (res.json() as any) : null };
};

async function newApplication(title: string, basvuranId = w.userIds.applicantB) {
  const [row] = await t.database.db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: basvuranId, proje_basligi: title, aciklama: `${title} açıklaması`, durum: 'ONAY' })
    .returning({ id: applications.id });
  return row!.id;
}
const assign = async (mentorId: number, basvuruId: number) => {
  const res = await api('staff', 'POST', `admin/mentorler/${mentorId}/assign_to_application/`, { application_id: basvuruId });
  expect(res.status).toBe(201);
  return res.body as Atama;
};
const evaluationAt = (atamaId: number, puan: number, at: string) =>
  t.database.db.insert(evaluations).values({ atama_id: atamaId, puan, yorum: 'Görüş', onerilen_durum: 'INCELEME', olusturuldu: new Date(at) });
const reportAt = (basvuruId: number, at: string, durum: 'GONDERILDI' | 'TASLAK' = 'GONDERILDI') =>
  t.database.db.insert(reports).values({
    basvuru_id: basvuruId,
    olusturan_id: w.userIds.applicantB,
    donem_baslangic: '2025-01-01',
    donem_bitis: '2025-01-31',
    ozet: 'Bu ay yapılanların özeti.',
    durum,
    olusturuldu: new Date(at),
  });
const queue = async (actor: Actor) => {
  const res = await api(actor, 'GET', 'atamalar/queue/');
  expect(res.status).toBe(200);
  return res.body as MentorQueueItem[];
};
const summary = (items: MentorQueueItem[]) => items.map((i) => [i.atama.basvuru.proje_basligi, i.neden, i.son_degerlendirme?.puan ?? null, i.yeni_rapor_sayisi]);

describe('GET atamalar/queue/', () => {
  test('not evaluated first, then a report since the last evaluation, then the rest; an evaluation moves a project down', async () => {
    const mentor = w.mentorIds.other;
    const [fresh, reported, done, draftOnly] = [
      await newApplication('Kuyruk Yeni'),
      await newApplication('Kuyruk Raporlu'),
      await newApplication('Kuyruk Güncel'),
      await newApplication('Kuyruk Taslak Raporlu'),
    ];
    const atamalar = { fresh: await assign(mentor, fresh), reported: await assign(mentor, reported), done: await assign(mentor, done), draft: await assign(mentor, draftOnly) };
    await evaluationAt(atamalar.reported.id, 70, '2025-02-01T10:00:00Z');
    await reportAt(reported, '2025-01-15T10:00:00Z'); // before the evaluation: not new
    await reportAt(reported, '2025-03-01T10:00:00Z'); // after it: new
    await evaluationAt(atamalar.done.id, 55, '2025-01-10T10:00:00Z');
    await evaluationAt(atamalar.done.id, 86, '2025-03-05T10:00:00Z'); // the last one counts
    await reportAt(done, '2025-03-01T10:00:00Z');
    await evaluationAt(atamalar.draft.id, 64, '2025-01-20T10:00:00Z');
    await reportAt(draftOnly, '2025-04-01T10:00:00Z', 'TASLAK'); // a draft is not the mentor's business yet

    expect(summary(await queue('otherMentor'))).toEqual([
      ['Kuyruk Yeni', 'degerlendirilmedi', null, 0],
      ['Kuyruk Raporlu', 'yeni_rapor', 70, 1],
      // The rest: last evaluated longest ago first.
      ['Kuyruk Taslak Raporlu', 'degerlendirildi', 64, 0],
      ['Kuyruk Güncel', 'degerlendirildi', 86, 0],
    ]);
    const [first] = await queue('otherMentor');
    expect(first!.atama).toMatchObject({ id: atamalar.fresh.id, aktif: true, basvuru: { id: fresh, cagri: { id: w.callId } } });
    expect(first!.son_rapor).toBeNull();
    const reportedItem = (await queue('otherMentor')).find((i) => i.atama.id === atamalar.reported.id)!;
    expect(reportedItem.son_rapor).toBe('2025-03-01T13:00:00.000+03:00');
    expect(reportedItem.son_degerlendirme).toMatchObject({ puan: 70, onerilen_durum: 'INCELEME', olusturuldu: '2025-02-01T13:00:00.000+03:00' });

    // Evaluating the first project sends it to the bottom, with the new score.
    const saved = await api('otherMentor', 'POST', 'degerlendirmeler/', { atama_id: atamalar.fresh.id, puan: 91, yorum: 'Güçlü ekip', onerilen_durum: 'ONAY' });
    expect(saved.status).toBe(201);
    expect(summary(await queue('otherMentor'))).toEqual([
      ['Kuyruk Raporlu', 'yeni_rapor', 70, 1],
      ['Kuyruk Taslak Raporlu', 'degerlendirildi', 64, 0],
      ['Kuyruk Güncel', 'degerlendirildi', 86, 0],
      ['Kuyruk Yeni', 'degerlendirildi', 91, 0],
    ]);

    // A removed assignment leaves the queue.
    expect((await api('staff', 'PATCH', `admin/mentor-atamalari/${atamalar.done.id}/toggle_status/`)).status).toBe(200);
    expect((await queue('otherMentor')).map((i) => i.atama.id)).not.toContain(atamalar.done.id);
  });

  test('only the caller\'s own assignments; a non-mentor gets []; anonymous 401', async () => {
    const mine = await queue('assignedMentor');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.atama.mentor.id === w.mentorIds.assigned && i.atama.aktif)).toBe(true);
    expect(await queue('applicantA')).toEqual([]);
    expect(await queue('staff')).toEqual([]);
    expect((await api('anonymous', 'GET', 'atamalar/queue/')).status).toBe(401);
  });
});

describe('GET degerlendirmeler/as_mentor/ and GET degerlendirmeler/ for a mentor who also applies', () => {
  test('a mentor reads all he wrote, removed assignments included (aktif false); "mine" holds only evaluations of his own projects', async () => {
    // assignedMentor applies himself; otherMentor evaluates his project.
    const own = await newApplication('Mentorun Kendi Projesi', w.userIds.assignedMentor);
    const onOwn = await assign(w.mentorIds.other, own);
    const aboutHim = await api('otherMentor', 'POST', 'degerlendirmeler/', { atama_id: onOwn.id, puan: 77, yorum: 'Umut verici' });
    expect(aboutHim.status).toBe(201);
    // assignedMentor evaluates someone else's project, then is removed from it.
    const other = await newApplication('Kaldırılan Atama');
    const atama = await assign(w.mentorIds.assigned, other);
    const written = await api('assignedMentor', 'POST', 'degerlendirmeler/', { atama_id: atama.id, puan: 58, yorum: 'Eksikler var' });
    expect(written.status).toBe(201);
    expect((await api('staff', 'PATCH', `admin/mentor-atamalari/${atama.id}/toggle_status/`)).status).toBe(200);

    const mine = (await api('assignedMentor', 'GET', 'degerlendirmeler/')).body as Degerlendirme[];
    expect(mine.map((d) => d.id)).toEqual([aboutHim.body.id]);

    const asMentor = await api('assignedMentor', 'GET', 'degerlendirmeler/as_mentor/');
    expect(asMentor.status).toBe(200);
    const items = asMentor.body as Degerlendirme[];
    expect(items.every((d) => d.mentor.id === w.mentorIds.assigned)).toBe(true);
    expect(items.find((d) => d.id === written.body.id)).toMatchObject({ puan: 58, atama: { id: atama.id, aktif: false, basvuru: { id: other, proje_basligi: 'Kaldırılan Atama' } } });
    expect(items.map((d) => d.id)).not.toContain(aboutHim.body.id);
    // Newest first.
    const times = items.map((d) => Date.parse(d.olusturuldu));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect((await api('otherMentor', 'GET', 'degerlendirmeler/as_mentor/')).body.map((d: Degerlendirme) => d.id)).not.toContain(written.body.id);
    expect((await api('applicantB', 'GET', 'degerlendirmeler/as_mentor/')).body).toEqual([]);
    expect((await api('anonymous', 'GET', 'degerlendirmeler/as_mentor/')).status).toBe(401);
  });
});

describe('the application and its attachment for its mentor', () => {
  test('the active mentor reads the text and downloads the file; a removed or another mentor gets 404', async () => {
    const pdf = samplePdf(1024);
    const { payload, headers } = multipart([
      ...fieldParts({ cagri: w.callId, proje_basligi: 'Ekli Proje', aciklama: 'Sensörlü sulama sistemi.' }),
      { name: 'ek_dosya', filename: 'sunum.pdf', data: pdf },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/basvurular/', headers: { ...headers, ...w.auth('applicantB') }, payload });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const atama = await assign(w.mentorIds.assigned, id);

    const read = await api('assignedMentor', 'GET', `basvurular/${id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, proje_basligi: 'Ekli Proje', aciklama: 'Sensörlü sulama sistemi.', cagri: { id: w.callId, baslik: 'Açık Çağrı' } });
    await expectDownload(t, read.body.ek_dosya, pdf);
    expect((await api('otherMentor', 'GET', `basvurular/${id}/`)).status).toBe(404);

    expect((await api('staff', 'PATCH', `admin/mentor-atamalari/${atama.id}/toggle_status/`)).status).toBe(200);
    expect(await api('assignedMentor', 'GET', `basvurular/${id}/`)).toEqual({ status: 404, body: { detail: 'Bulunamadı.' } });
    expect((await t.database.db.select().from(applications).where(eq(applications.id, id))).length).toBe(1);
  });
});
