// Issue 6 browser flow: kullanici1 books 10:00-11:00 on a weekday; calisan1's calendar shows it as
// pending; staff approve it; calisan1 then sees it occupied and cannot pick it; kullanici1 could edit
// it while it waited and cannot after approval.
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { confirmDecision, newContext, type Page, signIn } from '../harness';

const suite = browserSuite();

const NOTE = 'Kanat denetimi planlama toplantısı';
const TZ = 'Europe/Istanbul';

/** A Wednesday about two weeks ahead (the seed books the next three weekdays). */
function targetDay() {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: TZ }).format(d) !== 'Wed') d.setTime(d.getTime() + 86_400_000);
  const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('tr-TR', { ...o, timeZone: TZ }).format(d);
  const monthsAhead =
    Number(part({ year: 'numeric' })) * 12 + Number(new Intl.DateTimeFormat('en-US', { month: 'numeric', timeZone: TZ }).format(d)) -
    (Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: TZ }).format(new Date())) * 12 +
      Number(new Intl.DateTimeFormat('en-US', { month: 'numeric', timeZone: TZ }).format(new Date())));
  return { label: part({ day: 'numeric', month: 'long', year: 'numeric' }), monthsAhead };
}

const api = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/api/${p}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.json();
  }, path);

async function openDay(page: Page, kaynakId: number) {
  const day = targetDay();
  await page.goto(`/kaynak/${kaynakId}/rezervasyon/yeni`);
  await page.getByRole('button', { name: 'Sonraki ay' }).waitFor();
  for (let i = 0; i < day.monthsAhead; i++) await page.getByRole('button', { name: 'Sonraki ay' }).click();
  await page.getByRole('button', { name: day.label, exact: true }).click();
  await page.getByRole('group', { name: `${day.label} saatleri` }).or(page.getByLabel(`${day.label} saatleri`)).first().waitFor();
}

test('book, see it pending elsewhere, approve, see it occupied; editable only while waiting', async () => {
  const applicant = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(applicant, 'kullanici1');
  const kaynaklar = (await api(applicant, 'kaynaklar/')) as { id: number; ad: string }[];
  const room = kaynaklar.find((k) => k.ad === 'Toplantı Odası A')!;

  // kullanici1 books 10:00-11:00 from the resources list.
  await applicant.goto('/kaynaklar');
  await applicant.locator(`a[href="/kaynak/${room.id}/rezervasyon/yeni"]`).click();
  await applicant.getByRole('button', { name: 'Sonraki ay' }).waitFor();
  await openDay(applicant, room.id);
  await applicant.getByRole('button', { name: '10:00 - boş' }).click();
  await applicant.getByRole('button', { name: '10:30 - boş' }).click();
  await applicant.getByLabel('Başvuru').selectOption({ index: 1 });
  await applicant.getByLabel('Açıklama').fill(NOTE);
  await applicant.getByRole('button', { name: 'Rezervasyon Oluştur' }).click();
  await applicant.waitForURL('**/my-reservations');
  const mine = ((await api(applicant, 'rezervasyonlar/')) as { id: number; aciklama: string; baslangic: string; bitis: string; durum: string }[]).find(
    (r) => r.aciklama === NOTE,
  )!;
  expect(mine.durum).toBe('BEKLEME');
  expect([mine.baslangic.slice(11, 16), mine.bitis.slice(11, 16)]).toEqual(['10:00', '11:00']);

  // While it waits, kullanici1 can edit it.
  await applicant.getByRole('link', { name: 'Düzenle: Toplantı Odası A' }).first().waitFor();
  await applicant.goto(`/rezervasyon/${mine.id}/guncelle`);
  await applicant.getByLabel('Açıklama').fill(`${NOTE} (güncel)`);
  await applicant.getByRole('button', { name: 'Rezervasyonu Güncelle' }).click();
  await applicant.waitForURL('**/my-reservations');

  // calisan1's calendar shows it as pending.
  const employee = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(employee, 'calisan1');
  await openDay(employee, room.id);
  await employee.getByRole('button', { name: '10:00 - beklemede' }).waitFor();
  await employee.getByRole('button', { name: '10:30 - beklemede' }).waitFor();

  // Staff approve it from the queue.
  const staff = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(staff, 'admin');
  await staff.goto('/admin/reservations');
  await staff.getByPlaceholder('Rezervasyonlarda ara...').fill('kanat denetimi');
  // The row of this booking: that room on that day (the seed books only the next three weekdays).
  const row = staff.getByRole('row').filter({ hasText: 'Toplantı Odası A' }).filter({ hasText: targetDay().label });
  const approve = row.getByRole('button', { name: /^Onayla: / });
  await approve.click();
  await confirmDecision(staff);
  await approve.waitFor({ state: 'detached' });

  // calisan1 now sees it occupied and cannot pick it.
  await openDay(employee, room.id);
  const taken = employee.getByRole('button', { name: '10:00 - dolu' });
  await taken.waitFor();
  expect(await taken.isDisabled()).toBe(true);
  expect(await employee.getByRole('button', { name: '10:30 - dolu' }).isDisabled()).toBe(true);

  // kullanici1 can no longer edit it.
  await applicant.goto(`/rezervasyon/${mine.id}/guncelle`);
  await applicant.getByText('Onaylanmış rezervasyonlar yalnızca yönetici ile iletişime geçilerek değiştirilebilir.').waitFor();
  expect(await applicant.getByRole('button', { name: 'Rezervasyonu Güncelle' }).count()).toBe(0);
}, 180_000);

test('the booking form states the range and the end-slot rule, its banner clears once fixed; the booker cancels while it waits', async () => {
  const NOTE2 = 'Sunum provası — iptal edilecek';
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, 'kullanici1');
  const room = ((await api(page, 'kaynaklar/')) as { id: number; ad: string }[]).find((k) => k.ad === 'Toplantı Odası A')!;
  await openDay(page, room.id);
  await page.getByText('Bitiş olarak seçtiğiniz yarım saatlik dilim de rezervasyona dahildir.').waitFor();
  await page.getByRole('button', { name: '11:00 - boş' }).click();
  await page.getByRole('button', { name: '12:00 - boş' }).click();
  await page.getByTestId('secim-araligi').getByText('11:00 - 12:30, 1,5 saat').waitFor();

  // No application yet: the banner; choosing one removes it without another submit.
  await page.getByRole('button', { name: 'Rezervasyon Oluştur' }).click();
  const banner = page.getByText('Lütfen tüm zorunlu alanları doldurun.');
  await banner.waitFor();
  await page.getByLabel('Başvuru').selectOption({ index: 1 });
  await banner.waitFor({ state: 'detached' });
  await page.getByLabel('Açıklama').fill(NOTE2);
  await page.getByRole('button', { name: 'Rezervasyon Oluştur' }).click();
  await page.waitForURL('**/my-reservations');
  const mine = ((await api(page, 'rezervasyonlar/')) as { id: number; aciklama: string; baslangic: string; bitis: string }[]).find((r) => r.aciklama === NOTE2)!;
  expect([mine.baslangic.slice(11, 16), mine.bitis.slice(11, 16)]).toEqual(['11:00', '12:30']);

  // IPTAL from the card, after a confirmation.
  const card = page.locator('article').filter({ hasText: NOTE2 });
  await card.getByRole('button', { name: /^İptal Et/ }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Rezervasyon iptal edilsin mi?').waitFor();
  await dialog.getByRole('button', { name: 'Evet, İptal Et' }).click();
  await card.getByText('İptal Edildi').waitFor();
  expect(await card.getByRole('button', { name: /^İptal Et/ }).count()).toBe(0);
  const after = ((await api(page, `rezervasyonlar/${mine.id}/`)) as { durum: string }).durum;
  expect(after).toBe('IPTAL');
}, 180_000);

test('a passive resource cannot be booked from its URL: the page says why and leads back; the server refuses too', async () => {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, 'kullanici1');
  const passive = ((await api(page, 'kaynaklar/')) as { id: number; ad: string; aktif: boolean }[]).find((k) => !k.aktif)!;
  await page.goto(`/kaynak/${passive.id}/rezervasyon/yeni`);
  const notice = page.getByTestId('kaynak-pasif');
  await notice.getByText('Bu kaynak şu anda pasif olduğu için rezervasyon yapılamaz.').waitFor();
  expect(await page.getByRole('button', { name: 'Rezervasyon Oluştur' }).count()).toBe(0);
  const [status, body] = await page.evaluate(async (kaynak) => {
    const basvurular = (await (
      await fetch('/api/basvurular/', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } })
    ).json()) as { id: number; durum: string }[];
    const res = await fetch('/api/rezervasyonlar/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
      body: JSON.stringify({ kaynak, basvuru: basvurular.find((b) => b.durum === 'ONAY')?.id, baslangic: '2030-01-09T10:00:00+03:00', bitis: '2030-01-09T11:00:00+03:00' }),
    });
    return [res.status, await res.json()] as [number, Record<string, string[]>];
  }, passive.id);
  expect(status).toBe(400);
  expect(body.kaynak).toEqual(['Bu kaynak şu anda rezervasyona kapalı.']);
  await notice.getByRole('link', { name: /Kaynaklara Dön/ }).click();
  await page.waitForURL('**/kaynaklar');
}, 120_000);
