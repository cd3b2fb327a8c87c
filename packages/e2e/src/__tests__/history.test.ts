// Issue 15 item 3 in a browser: staff reject an application with a reason from the status dialog;
// the admin detail dialog shows the change in its history, and the applicant opens the history of
// their application and reads the reason. Screenshots of both at a laptop's and a phone's width.
import { expect, test } from '@jest/globals';
import { browserSuite, DEMO_PASSWORD, newContext, screenshotSizes, signIn } from '../harness';

const PROJECT = 'Akıllı Tarım — Pazar Açılımı Mentorluğu';
const REASON = 'Avrupa pazarı planı için bütçe tablosu eksik; tamamlayıp yeniden başvurabilirsiniz.';

const suite = browserSuite();


test('a rejection with a reason is in the history staff and the applicant read', async () => {
  const staff = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(staff, 'admin');
  await staff.goto(`/admin/applications?search=${encodeURIComponent('Pazar Açılımı')}`);
  const table = staff.getByRole('table', { name: 'Başvurular' });
  await table.getByText(PROJECT).waitFor();
  await table.getByRole('button', { name: `Durumu değiştir: Gönderildi (${PROJECT})` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Başvuru Durumunu Değiştir' });
  await dialog.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Reddedildi' });
  await dialog.getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' }).fill(REASON);
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
