// KVKK data export: the ZIP holds the person's own views as JSON and the bytes of every file they
// uploaded, and nothing of anyone else's; the same export for another person holds theirs.
import { describe, expect, test } from '@jest/globals';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { applications, notifications } from '../../db/schema';
import { fieldParts, multipart, samplePdf } from '../../testing/multipart';
import type { TestContext } from '../../testing/test-app';
import type { SignedInActor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));

/** applicantA applies with a PDF whose bytes are recognisable. */
async function applyWithFile(actor: SignedInActor, marker: string) {
  const pdf = Buffer.concat([samplePdf(512), Buffer.from(`\n%${marker}\n`)]);
  const { payload, headers } = multipart([
    ...fieldParts({ cagri: w.callId, proje_basligi: `Proje ${marker}`, aciklama: 'KVKK dışa aktarma denemesi' }),
    { name: 'ek_dosya', filename: `ek ${marker}.pdf`, data: pdf },
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/basvurular/', payload, headers: { ...headers, ...w.auth(actor) } });
  expect(res.statusCode).toBe(201);
  return pdf;
}

async function exportOf(actor: SignedInActor) {
  const res = await t.app.inject({ method: 'GET', url: '/api/profile/export/', headers: w.auth(actor) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''verilerim-/);
  return JSZip.loadAsync(res.rawPayload);
}

describe('GET profile/export/', () => {
  test("the ZIP holds the person's own data and files, and nobody else's", async () => {
    const mine = await applyWithFile('applicantA', 'AAA-KVKK');
    await applyWithFile('applicantB', 'BBB-KVKK');

    const zip = await exportOf('applicantA');
    const names = Object.keys(zip.files);
    expect(names).toEqual(expect.arrayContaining(['BENIOKU.txt', 'profil.json', 'basvurular.json', 'raporlar.json', 'rezervasyonlar.json', 'degerlendirmeler.json', 'bildirimler.json', 'guvenlik-olaylari.json']));
    // A kind the person cannot see through the API (receipts: owners only) is not in it.
    expect(names).not.toContain('dekontlar.json');

    const profile = JSON.parse(await zip.file('profil.json')!.async('string')) as { username: string };
    expect(profile.username).toBe('applicant_a');
    const applications = JSON.parse(await zip.file('basvurular.json')!.async('string')) as { proje_basligi: string }[];
    expect(applications.map((a) => a.proje_basligi)).toContain('Proje AAA-KVKK');
    expect(applications.map((a) => a.proje_basligi)).not.toContain('Proje BBB-KVKK');

    const files = names.filter((n) => n.startsWith('dosyalar/') && !n.endsWith('/'));
    const bytes = await Promise.all(files.map((n) => zip.file(n)!.async('nodebuffer')));
    expect(bytes.some((b) => b.equals(mine))).toBe(true);
    expect(bytes.some((b) => b.includes('BBB-KVKK'))).toBe(false);
    expect(files.some((n) => n.endsWith('ek AAA-KVKK.pdf'))).toBe(true);
  });

  test("an owner's export holds their company's receipts", async () => {
    const zip = await exportOf('owner');
    expect(Object.keys(zip.files)).toContain('dekontlar.json');
  });

  test('anonymous: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/export/' })).statusCode).toBe(401);
  });
});

describe('POST admin/users/{id}/anonymize/ (a person who left)', () => {
  test('personal fields replaced, sessions ended, own files gone, statistics kept, recorded in the history', async () => {
    const login = async (username: string) => t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password: 'World-Pass1!' } });
    expect((await login('applicant_b')).statusCode).toBe(200);
    const before = (await t.app.inject({ method: 'GET', url: '/api/basvurular/', headers: w.auth('applicantB') })).json() as { id: number; ek_dosya: string | null }[];
    expect(before.some((b) => b.ek_dosya !== null)).toBe(true);

    // Oneself: refused. A mentor or owner: 403 (superusers only).
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/users/${w.userIds.staff}/anonymize/`, headers: w.auth('staff') })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/users/${w.userIds.applicantB}/anonymize/`, headers: w.auth('owner') })).statusCode).toBe(403);

    // Before leaving, staff corrected the person's e-mail and name; the history kept both versions.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${w.userIds.applicantB}/`,
      headers: w.auth('staff'),
      payload: { username: 'applicant_b', email: 'ayse.eski@example.test', first_name: 'Ayşe', last_name: 'Eskiad' },
    });
    expect(edited.statusCode).toBe(200);
    // Staff were told of a new application by the person's name.
    const [basvuru] = await t.database.db.select().from(applications).where(eq(applications.basvuran_id, w.userIds.applicantB)).limit(1);
    await t.database.db.insert(notifications).values({ alici_id: w.userIds.staff, tur: 'basvuru_yeni', params: { basvuru_id: basvuru!.id, proje_basligi: 'P', basvuran: 'Ayşe Eskiad', cagri_baslik: 'Ç' } });

    const res = await t.app.inject({ method: 'POST', url: `/api/admin/users/${w.userIds.applicantB}/anonymize/`, headers: w.auth('staff') });
    expect(res.statusCode).toBe(200);
    // Nothing the history or staff's bell shows names the person any more.
    const historyText = (await t.app.inject({ method: 'GET', url: `/api/admin/gecmis/?nesne=kullanici&id=${w.userIds.applicantB}`, headers: w.auth('staff') })).body;
    expect(historyText).toContain('"alan":"email"');
    expect(historyText).not.toMatch(/ayse\.eski|Eskiad|applicant_b/);
    const bell = (await t.app.inject({ method: 'GET', url: '/api/bildirimler/?page_size=100', headers: w.auth('staff') })).body;
    expect(bell).not.toContain('Eskiad');
    expect(bell).toMatch(new RegExp(`anonim-${w.userIds.applicantB}-`));
    const user = res.json() as { username: string; email: string; first_name: string; is_active: boolean };
    expect(user).toMatchObject({ email: '', first_name: '', is_active: false });
    expect(user.username).toMatch(new RegExp(`^anonim-${w.userIds.applicantB}-[0-9a-f]{8}$`));

    // Sessions ended; the old name and password no longer sign in.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/', headers: w.auth('applicantB') })).statusCode).toBe(401);
    expect((await login('applicant_b')).statusCode).toBe(401);

    // Statistics kept: the applications are still there for staff, without their attachments.
    const list = (await t.app.inject({ method: 'GET', url: `/api/admin/basvurular/?page_size=100`, headers: w.auth('staff') })).json() as {
      results: { id: number; ek_dosya: string | null }[];
    };
    for (const b of before) expect(list.results.find((r) => r.id === b.id)).toMatchObject({ ek_dosya: null });

    // Recorded: who did it, when.
    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/gecmis/?nesne=kullanici&id=${w.userIds.applicantB}`, headers: w.auth('staff') })).json();
    expect(history).toEqual([expect.objectContaining({ eylem: 'duzenleme' }), expect.objectContaining({ eylem: 'anonimlestirme', kullanici: 'staff' })]);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/users/999999/anonymize/', headers: w.auth('staff') })).statusCode).toBe(404);
  });
});
