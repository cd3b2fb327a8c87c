// Issue 15 items 2 and 3 in a browser: staff reject an application with a reason from the status
// dialog; the admin detail dialog shows the change in its history, and the applicant opens the
// history of their application and reads the reason. Staff deactivate a resource and its edit form
// shows who changed what. A reminder (a call closing in 3 days, to a draft) reaches the applicant's
// bell, sent by the portal's own scheduler (looking every second here). Screenshots at a laptop's and
// a phone's width.
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { api, DEMO_PASSWORD, newContext, screenshotSizes, signIn } from '../harness';

const PROJECT = 'Akıllı Tarım — Pazar Açılımı Mentorluğu';
const REASON = 'Avrupa pazarı planı için bütçe tablosu eksik; tamamlayıp yeniden başvurabilirsiniz.';

const suite = browserSuite({ env: { REMINDER_INTERVAL_SECONDS: '1' } });


test('a rejection with a reason is in the history staff and the applicant read', async () => {
  const staff = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(staff, 'admin');
  await staff.goto(`/admin/applications?search=${encodeURIComponent('Pazar Açılımı')}`);
  const table = staff.getByRole('table', { name: 'Başvurular' });
  await table.getByText(PROJECT).waitFor();
  await table.getByRole('button', { name: `Durumu değiştir: Gönderildi (${PROJECT})` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Başvuru Durumunu Değiştir' });
  await dialog.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Reddedildi' });
  // A rejection's reason is required: the field says so.
  await dialog.getByRole('textbox', { name: /Red gerekçesi/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await dialog.waitFor({ state: 'detached' });
  await table.getByRole('button', { name: `Durumu değiştir: Reddedildi (${PROJECT})` }).waitFor();

  // The detail dialog's history: the change, by whom, and the reason.
  await table.getByRole('button', { name: `İşlemler: ${PROJECT}` }).click();
  await staff.getByRole('menuitem', { name: 'Görüntüle' }).click();
  const detail = staff.getByRole('dialog', { name: 'Başvuru Detayı' });
  const history = detail.getByRole('list', { name: 'Geçmiş' });
  await history.getByText('Gönderildi → Reddedildi').waitFor();
  expect(await history.innerText()).toContain(REASON);
  await screenshotSizes(staff, 'history-admin-detail', detail);

  // The applicant: 'Geçmiş' on their application's card.
  const applicant = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(applicant, 'kullanici1');
  await applicant.goto('/my-applications');
  await applicant.getByRole('button', { name: `Geçmiş: ${PROJECT}` }).click();
  const own = applicant.getByRole('dialog', { name: `Geçmiş · ${PROJECT}` });
  await own.getByText('Gönderildi → Reddedildi').waitFor();
  expect(await own.innerText()).toContain(`Red gerekçesi: ${REASON}`);
  await screenshotSizes(applicant, 'history-applicant', own);

  // Another applicant cannot read it, even by asking the API directly.
  const other = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(other, 'calisan1');
  const id = await applicant.evaluate(async (title) => {
    const res = await fetch('/api/basvurular/', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return ((await res.json()) as { id: number; proje_basligi: string }[]).find((b) => b.proje_basligi === title)!.id;
  }, PROJECT);
  const status = await other.evaluate(async (basvuru) => {
    const res = await fetch(`/api/gecmis/?nesne=basvuru&id=${basvuru}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.status;
  }, id);
  expect(status).toBe(404);
});

test('staff anonymise a person who left (KVKK): the row loses the name, the history says so, the person cannot sign in', async () => {
  const staff = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(staff, 'admin');
  await staff.goto('/admin/users?search=kullanici2');
  const table = staff.getByRole('table', { name: 'Kullanıcılar' });
  await table.getByText('@kullanici2').waitFor();
  await table.getByRole('button', { name: /^İşlemler: / }).first().click();
  await staff.getByRole('menuitem', { name: 'Anonimleştir' }).click();
  const confirm = staff.getByRole('alertdialog');
  await screenshotSizes(staff, 'users-anonymise-confirm', confirm);
  await confirm.getByRole('button', { name: 'Anonimleştir' }).click();
  await staff.getByText('Kullanıcı anonimleştirildi.').waitFor();

  await staff.goto('/admin/users?search=anonim');
  await table.getByText(/@anonim-\d+-[0-9a-f]{8}/).waitFor();
  expect(await table.getByText('Burak Çelik').count()).toBe(0);
  await table.getByRole('button', { name: /^İşlemler: / }).first().click();
  await staff.getByRole('menuitem', { name: 'Görüntüle' }).click();
  const detail = staff.getByRole('dialog', { name: 'Kullanıcı Detayı' });
  await detail.getByRole('list', { name: 'Geçmiş' }).getByText('Kişisel verileri silindi (KVKK)').waitFor();

  const person = await (await newContext(suite.browser, suite.portal)).newPage();
  await person.goto('/login');
  await person.getByLabel('Kullanıcı Adı').fill('kullanici2');
  await person.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await person.getByRole('button', { name: 'Giriş Yap' }).click();
  await person.getByRole('alert').waitFor();
  expect(new URL(person.url()).pathname).toBe('/login');
});

test('staff deactivate a resource: its edit form shows who changed what', async () => {
  const staff = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(staff, 'admin');
  await staff.goto('/admin/resources');
  const table = staff.getByRole('table', { name: 'Kaynaklar' });
  const name = '3D Yazıcı';
  await table.getByRole('button', { name: `İşlemler: ${name}` }).click();
  await staff.getByRole('menuitem', { name: 'Düzenle' }).click();
  let form = staff.getByRole('dialog', { name: 'Kaynağı Düzenle' });
  await form.getByText('Henüz kayıtlı bir değişiklik yok.').waitFor();
  // The switch's own input is visually hidden (it can sit outside the viewport): click its label.
  await form.getByText('Aktif', { exact: true }).click();
  expect(await form.getByRole('checkbox', { name: 'Aktif' }).isChecked()).toBe(false);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.waitFor({ state: 'detached' });

  await table.getByRole('button', { name: `İşlemler: ${name}` }).click();
  await staff.getByRole('menuitem', { name: 'Düzenle' }).click();
  form = staff.getByRole('dialog', { name: 'Kaynağı Düzenle' });
  const history = form.getByRole('list', { name: 'Geçmiş' });
  await history.getByText('Düzenlendi').waitFor();
  expect(await history.innerText()).toMatch(/Aktif:\s*Evet → Hayır/);
  expect(await history.innerText()).toContain('Ayşe Yılmaz');
  await screenshotSizes(staff, 'history-resource-edit', form);
});

test('a call closing in 3 days: the applicant of a draft gets the reminder in the bell', async () => {
  const staff = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(staff, 'admin');
  const bitis = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const call = await api(staff, 'POST', 'admin/cagrilar/', { baslik: 'Kapanmak Üzere Çağrı', aciklama: 'Son günler', baslangic: '2025-01-01T09:00:00+03:00', bitis, aktif: true });
  expect(call.status).toBe(201);

  const applicant = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(applicant, 'kullanici1');
  const created = await applicant.evaluate(async (cagri) => {
    const form = new FormData();
    form.set('cagri', String(cagri));
    form.set('proje_basligi', 'Son Gün Projesi');
    form.set('aciklama', 'Çağrı kapanmadan tamamlanacak bir başvuru.');
    const res = await fetch('/api/basvurular/', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` }, body: form });
    return { status: res.status, body: (await res.json()) as { id: number } };
  }, (call.body as { id: number }).id);
  expect(created.status).toBe(201);
  // Staff send it back to a draft; the scheduler's next look (within a second) reminds its applicant.
  expect((await api(staff, 'PATCH', `admin/basvurular/${created.body.id}/update_status/`, { durum: 'TASLAK' })).status).toBe(200);

  await applicant.goto('/my-applications');
  const bell = applicant.getByTestId('bildirim-zili');
  await bell.waitFor();
  // The bell polls every 15 s; a reload asks at once.
  for (let i = 0; i < 20; i++) {
    const mine = (await api(applicant, 'GET', 'bildirimler/?page_size=50')).body as { results: { tur: string }[] };
    if (mine.results.some((b) => b.tur === 'cagri_kapaniyor')) break;
    await applicant.waitForTimeout(500);
  }
  await applicant.reload();
  await bell.click();
  const drawer = applicant.getByRole('dialog', { name: 'Bildirimler' });
  const item = drawer.getByTestId('bildirim').filter({ hasText: 'Çağrı kapanıyor' }).first();
  await item.getByText(/“Kapanmak Üzere Çağrı” çağrısı .* tarihinde kapanıyor\. “Son Gün Projesi” başvurunuz hâlâ taslak durumunda/).waitFor();
  await screenshotSizes(applicant, 'reminder-bell', drawer);
  await item.getByRole('button', { name: 'Görüntüle' }).click();
  // The reminder leads to the draft itself, where it is completed and sent.
  await applicant.waitForURL(`**/basvuru/${created.body.id}/duzenle`);
  await applicant.getByRole('heading', { level: 1, name: 'Taslak Başvuruyu Düzenle' }).waitFor();

  // The settings page offers the reminders among the e-mail choices.
  await applicant.goto('/settings');
  await applicant.getByText('Hatırlatma: taslak başvurumun çağrısı kapanıyor').waitFor();
  await applicant.getByText('Hatırlatma: dönem raporum eksik').waitFor();
});
