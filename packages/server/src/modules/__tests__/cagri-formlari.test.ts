// A call's own application form (issue 51): staff save it (a new version once an application
// answered the current one), applicants answer it when applying, as a draft (partially) and when
// sending (fully); every kind's rule is refused on the server with its Turkish message under
// `cevaplar.<key>`; the answers come back with their version's definition, in the export's
// columns and in the person's KVKK ZIP. A call without a form answers as before.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { FORM_MSG, type BasvuruDetay, type CagriFormu, type FormTanimiInput } from '@portal/domain';
import { applications, calls, storedFiles } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { fieldParts, multipart, sampleExe, samplePdf, samplePng, type Part } from '../../testing/multipart';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));

/** One field of each kind; the required ones marked. */
const FULL_FORM: FormTanimiInput = {
  bolumler: [
    {
      baslik: 'Ekip ve Proje',
      alanlar: [
        { anahtar: 'kisa', tur: 'kisa_metin', etiket: 'Proje kısaltması', zorunlu: true, max_uzunluk: 10 },
        { anahtar: 'uzun', tur: 'uzun_metin', etiket: 'Pazar analizi', max_uzunluk: 50 },
        { anahtar: 'ekip', tur: 'sayi', etiket: 'Ekip büyüklüğü', zorunlu: true, min: 1, max: 20, tam_sayi: true },
        { anahtar: 'baslama', tur: 'tarih', etiket: 'Başlama tarihi' },
        { anahtar: 'alan', tur: 'tek_secim', etiket: 'Alan', zorunlu: true, secenekler: ['Donanım', 'Yazılım'] },
      ],
    },
    {
      baslik: 'Ekler',
      alanlar: [
        { anahtar: 'destek', tur: 'coklu_secim', etiket: 'İstenen destek', secenekler: ['Mentorluk', 'Ofis', 'Yatırım'] },
        { anahtar: 'sirket_var', tur: 'evet_hayir', etiket: 'Şirketiniz var mı?', zorunlu: true },
        { anahtar: 'iletisim', tur: 'eposta', etiket: 'İletişim e-postası' },
        { anahtar: 'site', tur: 'url', etiket: 'Web sitesi' },
        { anahtar: 'video', tur: 'dosya', etiket: 'Prototip görseli', zorunlu: true, dosya_turleri: ['png', 'jpg'], max_mb: 1 },
      ],
    },
  ],
};
const VALID = { kisa: 'ABC', uzun: 'Büyük pazar.', ekip: '4', baslama: '2026-03-01', alan: 'Yazılım', destek: ['Ofis', 'Mentorluk'], sirket_var: false, iletisim: 'ekip@example.org', site: 'https://example.org' };

const saveForm = (cagriId: number, tanim: unknown) => api.send('PUT', `/api/admin/cagrilar/${cagriId}/form/`, 'staff', tanim);
async function newCall(baslik: string) {
  const [row] = await t.database.db.insert(calls).values({ baslik, bitis: new Date('2099-12-31T20:59:59Z') }).returning({ id: calls.id });
  return row!.id;
}
const applyParts = (cagriId: number, cevaplar: unknown, extra: Part[] = []): Part[] => [
  ...fieldParts({ cagri: cagriId, proje_basligi: 'Formlu Proje', aciklama: 'Formlu açıklama' }),
  ...(cevaplar === undefined ? [] : [{ name: 'cevaplar', value: typeof cevaplar === 'string' ? cevaplar : JSON.stringify(cevaplar) }]),
  ...extra,
];
const apply = (cagriId: number, cevaplar: unknown, extra: Part[] = []) => api.postForm('/api/basvurular/', 'applicantA', applyParts(cagriId, cevaplar, extra));
const patch = (id: number, parts: Part[]) => {
  const form = multipart(parts);
  return t.app.inject({ method: 'PATCH', url: `/api/basvurular/${id}/`, payload: form.payload, headers: { ...form.headers, ...w.auth('applicantA') } });
};
const videoPart = (data: Buffer = samplePng(), filename = 'gorsel.png'): Part => ({ name: 'cevap_video', filename, data });

let formCall = 0;
beforeAll(async () => {
  formCall = await newCall('Donanım Çağrısı');
  const saved = await saveForm(formCall, FULL_FORM);
  expect(saved.statusCode).toBe(200);
});

describe('staff save a call form', () => {
  test('a call without a form reads as none; the first save is version 1; unknown call 404', async () => {
    const id = await newCall('Boş Çağrı');
    expect((await api.get(`/api/admin/cagrilar/${id}/form/`, 'staff')).json()).toEqual({ cagri_id: id, surum: null, tanim: { bolumler: [] }, basvuru_sayisi: 0 });
    const read = (await api.get(`/api/admin/cagrilar/${formCall}/form/`, 'staff')).json() as CagriFormu;
    expect(read).toMatchObject({ cagri_id: formCall, surum: 1, basvuru_sayisi: 0 });
    expect(read.tanim.bolumler.map((b) => b.alanlar.length)).toEqual([5, 5]);
    expect((await saveForm(999999, FULL_FORM)).statusCode).toBe(404);
  });

  test('a definition is refused with Turkish messages (keys, duplicates, choices, limits)', async () => {
    const bad = (alan: Record<string, unknown>) => saveForm(formCall, { bolumler: [{ baslik: 'B', alanlar: [alan] }] });
    const cases: [Record<string, unknown>, string][] = [
      [{ anahtar: 'Büyük', tur: 'kisa_metin', etiket: 'x' }, FORM_MSG.keyInvalid],
      [{ anahtar: 'a', tur: 'kisa_metin', etiket: '  ' }, FORM_MSG.labelRequired],
      [{ anahtar: 'a', tur: 'tek_secim', etiket: 'x', secenekler: ['tek'] }, FORM_MSG.optionsMin],
      [{ anahtar: 'a', tur: 'coklu_secim', etiket: 'x', secenekler: ['a', 'a'] }, FORM_MSG.optionDuplicate],
      [{ anahtar: 'a', tur: 'sayi', etiket: 'x', min: 5, max: 1 }, FORM_MSG.minAboveMax],
      [{ anahtar: 'a', tur: 'dosya', etiket: 'x', dosya_turleri: [] }, FORM_MSG.fileTypesMin],
      [{ anahtar: 'a', tur: 'dosya', etiket: 'x', dosya_turleri: ['pdf'], max_mb: 11 }, FORM_MSG.fileSizeInvalid],
    ];
    for (const [alan, message] of cases) {
      const res = await bad(alan);
      expect({ alan, status: res.statusCode, body: res.json() }).toEqual({ alan, status: 400, body: { bolumler: [message] } });
    }
    const dup = await saveForm(formCall, { bolumler: [{ baslik: 'B', alanlar: [{ anahtar: 'a', tur: 'url', etiket: 'x' }] }, { baslik: 'C', alanlar: [{ anahtar: 'a', tur: 'url', etiket: 'y' }] }] });
    expect(dup.json()).toEqual({ bolumler: [FORM_MSG.keyDuplicate] });
  });
});

describe('applicants answer the form', () => {
  test('the call read carries the current form; a call without one reads exactly as before', async () => {
    const call = (await api.get(`/api/cagrilar/${formCall}/`, 'applicantB')).json() as { form?: { surum: number } };
    expect(call.form?.surum).toBe(1);
    expect(Object.keys((await api.get(`/api/cagrilar/${w.callId}/`, 'applicantB')).json() as object)).not.toContain('form');
  });

  test("every kind's rule is refused with its Turkish message under cevaplar.<key>; nothing is left behind", async () => {
    const before = (await t.database.db.select().from(storedFiles)).length;
    const res = await apply(
      formCall,
      { kisa: 'çok uzun bir kısaltma', uzun: 'x'.repeat(51), ekip: '2.5', baslama: '2026-02-30', alan: 'Tarım', destek: ['Hibe'], sirket_var: 'belki', iletisim: 'e-posta', site: 'ftp://example.org' },
      [videoPart(samplePdf(), 'video.pdf')],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'cevaplar.kisa': [FORM_MSG.textTooLong(10)],
      'cevaplar.uzun': [FORM_MSG.textTooLong(50)],
      'cevaplar.ekip': [FORM_MSG.integer],
      'cevaplar.baslama': [FORM_MSG.dateInvalid],
      'cevaplar.alan': [FORM_MSG.choiceInvalid],
      'cevaplar.destek': [FORM_MSG.choiceInvalid],
      'cevaplar.sirket_var': [FORM_MSG.yesNoInvalid],
      'cevaplar.iletisim': [FORM_MSG.emailInvalid],
      'cevaplar.site': [FORM_MSG.urlInvalid],
      'cevaplar.video': [FORM_MSG.fileType(['png', 'jpg'])],
    });
    const limits = await apply(formCall, { ...VALID, ekip: '0' }, [videoPart()]);
    expect(limits.json()).toEqual({ 'cevaplar.ekip': [FORM_MSG.numberMin(1)] });
    const above = await apply(formCall, { ...VALID, ekip: 21 }, [videoPart()]);
    expect(above.json()).toEqual({ 'cevaplar.ekip': [FORM_MSG.numberMax(20)] });
    expect((await t.database.db.select().from(storedFiles)).length).toBe(before);
  });

  test('required answers: sending refuses each missing one; a file named .png whose content is not a picture is refused by content', async () => {
    const missing = await apply(formCall, {});
    expect(missing.json()).toEqual({
      'cevaplar.kisa': [FORM_MSG.required],
      'cevaplar.ekip': [FORM_MSG.required],
      'cevaplar.alan': [FORM_MSG.required],
      'cevaplar.sirket_var': [FORM_MSG.required],
      'cevaplar.video': [FORM_MSG.required],
    });
    const disguised = await apply(formCall, VALID, [videoPart(sampleExe(), 'gorsel.png')]);
    expect(disguised.json()).toEqual({ 'cevaplar.video': [FORM_MSG.fileType(['png', 'jpg'])] });
    const big = await apply(formCall, VALID, [videoPart(Buffer.concat([samplePng(), Buffer.alloc(1024 * 1024)]))]);
    expect(big.json()).toEqual({ 'cevaplar.video': [FORM_MSG.fileSize(1)] });
    const notJson = await apply(formCall, '{bozuk');
    expect(notJson.json()).toEqual({ cevaplar: [FORM_MSG.answersInvalid] });
    const stray = await api.postForm('/api/basvurular/', 'applicantA', applyParts(w.callId, undefined, [videoPart()]));
    expect(stray.json()).toEqual({ 'cevaplar.video': [FORM_MSG.fileUnexpected] });
  });

  test('a complete application stores its answers; the detail shows them with the definition, the file as a link', async () => {
    const res = await apply(formCall, VALID, [videoPart()]);
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number; durum: string }).id;
    const detail = (await api.get(`/api/basvurular/${id}/`, 'applicantA')).json() as BasvuruDetay;
    expect(detail.durum).toBe('GONDERILDI');
    expect(detail.form?.surum).toBe(1);
    expect(detail.form?.cevaplar).toMatchObject({ kisa: 'ABC', ekip: 4, destek: ['Mentorluk', 'Ofis'], sirket_var: false, site: 'https://example.org' });
    const video = detail.form?.cevaplar.video as { ad: string; url: string };
    expect(video.ad).toBe('gorsel.png');
    const download = await t.app.inject({ method: 'GET', url: video.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('image/png');
    // Staff read them; another applicant does not see the application at all.
    expect(((await api.get(`/api/basvurular/${id}/`, 'staff')).json() as BasvuruDetay).form?.cevaplar.kisa).toBe('ABC');
    expect((await api.get(`/api/basvurular/${id}/`, 'applicantB')).statusCode).toBe(404);
  });

  test('a draft keeps half the answers; completing it and sending checks them fully', async () => {
    const draft = await api.postForm('/api/basvurular/', 'applicantA', [...applyParts(formCall, { kisa: 'YARIM', ekip: 3 }), ...fieldParts({ taslak: 'true' })]);
    expect(draft.statusCode).toBe(201);
    const id = (draft.json() as { id: number; durum: string }).id;
    expect((draft.json() as { durum: string }).durum).toBe('TASLAK');
    // A draft still refuses a wrong answer (every rule but required).
    const wrong = await patch(id, [...fieldParts({ proje_basligi: 'Formlu Proje', aciklama: 'x' }), { name: 'cevaplar', value: JSON.stringify({ ekip: 99 }) }]);
    expect(wrong.json()).toEqual({ 'cevaplar.ekip': [FORM_MSG.numberMax(20)] });
    const early = await api.send('POST', `/api/basvurular/${id}/gonder/`, 'applicantA');
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json() as object).sort()).toEqual(['cevaplar.alan', 'cevaplar.sirket_var', 'cevaplar.video']);
    // Editing without `cevaplar` keeps them; then the rest with the file.
    expect((await patch(id, fieldParts({ proje_basligi: 'Formlu Proje', aciklama: 'x' }))).statusCode).toBe(200);
    const kept = (await api.get(`/api/basvurular/${id}/`, 'applicantA')).json() as BasvuruDetay;
    expect(kept.form?.cevaplar).toEqual({ kisa: 'YARIM', ekip: 3 });
    const done = await patch(id, [...fieldParts({ proje_basligi: 'Formlu Proje', aciklama: 'x' }), { name: 'cevaplar', value: JSON.stringify({ ...VALID, kisa: 'TAM' }) }, videoPart()]);
    expect(done.statusCode).toBe(200);
    const sent = await api.send('POST', `/api/basvurular/${id}/gonder/`, 'applicantA');
    expect(sent.statusCode).toBe(200);
    const after = (await api.get(`/api/basvurular/${id}/`, 'applicantA')).json() as BasvuruDetay;
    expect(after.durum).toBe('GONDERILDI');
    expect(after.form?.cevaplar.kisa).toBe('TAM');
    expect(after.form?.cevaplar.video).toMatchObject({ ad: 'gorsel.png' });
  });

  test('a draft replacing its file answer deletes the old file; null removes it', async () => {
    const draft = await api.postForm('/api/basvurular/', 'applicantA', [...applyParts(formCall, {}, [videoPart()]), ...fieldParts({ taslak: 'true' })]);
    const id = (draft.json() as { id: number }).id;
    const first = ((await api.get(`/api/basvurular/${id}/`, 'applicantA')).json() as BasvuruDetay).form?.cevaplar.video as { dosya_id: number };
    await patch(id, [...fieldParts({ proje_basligi: 'P', aciklama: 'x' }), videoPart(samplePng(), 'yeni.png')]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, first.dosya_id))).toEqual([]);
    // Another id in the JSON is not taken: the kept file is the application's own.
    await patch(id, [...fieldParts({ proje_basligi: 'P', aciklama: 'x' }), { name: 'cevaplar', value: JSON.stringify({ video: { dosya_id: 1 } }) }]);
    const still = ((await api.get(`/api/basvurular/${id}/`, 'applicantA')).json() as BasvuruDetay).form?.cevaplar.video as { ad: string };
    expect(still.ad).toBe('yeni.png');
    await patch(id, [...fieldParts({ proje_basligi: 'P', aciklama: 'x' }), { name: 'cevaplar', value: JSON.stringify({ video: null }) }]);
    expect(((await api.get(`/api/basvurular/${id}/`, 'applicantA')).json() as BasvuruDetay).form?.cevaplar).toEqual({});
  });
});

describe('versions', () => {
  test('a change after the first application makes a new version; the old application keeps its own', async () => {
    const call = await newCall('Sürüm Çağrısı');
    const v1 = { bolumler: [{ baslik: 'Sorular', alanlar: [{ anahtar: 'butce', tur: 'sayi', etiket: 'Bütçe (TL)', zorunlu: true }] }] };
    expect(((await saveForm(call, v1)).json() as CagriFormu).surum).toBe(1);
    // No application yet: saving rewrites version 1.
    expect(((await saveForm(call, v1)).json() as CagriFormu).surum).toBe(1);
    const first = await apply(call, { butce: '150000' });
    expect(first.statusCode).toBe(201);
    const firstId = (first.json() as { id: number }).id;
    expect(((await api.get(`/api/admin/cagrilar/${call}/form/`, 'staff')).json() as CagriFormu).basvuru_sayisi).toBe(1);
    const v2 = { bolumler: [{ baslik: 'Sorular', alanlar: [{ anahtar: 'ekip', tur: 'sayi', etiket: 'Ekip', zorunlu: true }] }] };
    expect(((await saveForm(call, v2)).json() as CagriFormu)).toMatchObject({ surum: 2, basvuru_sayisi: 0 });
    const old = (await api.get(`/api/basvurular/${firstId}/`, 'applicantA')).json() as BasvuruDetay;
    expect(old.form).toMatchObject({ surum: 1, cevaplar: { butce: 150000 } });
    expect(old.form?.tanim.bolumler[0]?.alanlar[0]?.etiket).toBe('Bütçe (TL)');
    // A new application answers version 2.
    expect((await apply(call, { butce: 5 })).json()).toEqual({ 'cevaplar.ekip': [FORM_MSG.required] });
    const second = await apply(call, { ekip: 3 });
    expect(((await api.get(`/api/basvurular/${(second.json() as { id: number }).id}/`, 'applicantA')).json() as BasvuruDetay).form?.surum).toBe(2);
    // The export filtered by the call: one column per question of every version, the current first.
    const csv = await api.get(`/api/admin/basvurular/export/?format=csv&cagri=${call}`, 'staff');
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header!.split(',').slice(-2)).toEqual(['Ekip', 'Bütçe (TL)']);
    expect(lines.map((l) => l.split(',').slice(-2))).toEqual([['3', ''], ['', '150000']]);
  });

  test('the export of the form call carries file answers as links; unfiltered it has the fixed columns only', async () => {
    const csv = await api.get(`/api/admin/basvurular/export/?format=csv&cagri=${formCall}`, 'staff');
    expect(csv.statusCode).toBe(200);
    const header = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    expect(header).toContain('Prototip görseli');
    expect(csv.body).toMatch(/http:\/\/[^,]+\/api\/files\/\d+\/\?exp=\d+&sig=/);
    const plain = await api.get('/api/admin/basvurular/export/?format=csv', 'staff');
    expect(plain.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).not.toContain('Prototip görseli');
  });

  test("the KVKK ZIP holds the person's answers", async () => {
    const zip = await api.get('/api/profile/export/', 'applicantA');
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('basvuru-cevaplari.json'))).toBe(true);
  });

  test('deleting an application removes its file answers', async () => {
    const res = await apply(formCall, VALID, [videoPart()]);
    const id = (res.json() as { id: number }).id;
    const [row] = await t.database.db.select({ c: applications.cevaplar }).from(applications).where(eq(applications.id, id));
    const fileId = (row!.c.video as { dosya_id: number }).dosya_id;
    expect((await api.send('DELETE', `/api/admin/basvurular/${id}/`, 'staff')).statusCode).toBe(204);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
  });
});
