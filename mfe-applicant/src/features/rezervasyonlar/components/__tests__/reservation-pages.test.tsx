import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, type RecordedRequest } from '@portal/api-client/testing';
import { MSG, todayISO, TR_MONTH_NAMES, type Basvuru, type Rezervasyon } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { NewReservationPage } from '../new-reservation-page';
import { UpdateReservationPage } from '../update-reservation-page';
import { screenTestApi } from '../../../../lib/testing';

const api = screenTestApi();

// A day of next month: never in the past, whatever the clock.
const [ty, tm] = todayISO().split('-').map(Number) as [number, number];
const NEXT = { year: tm === 12 ? ty + 1 : ty, month: tm === 12 ? 1 : tm + 1 };
const YM = `${NEXT.year}-${String(NEXT.month).padStart(2, '0')}`;
const DAY = `${YM}-15`;
const DAY_NAME = `15 ${TR_MONTH_NAMES[NEXT.month - 1]} ${NEXT.year}`;
const at = (hm: string) => `${DAY}T${hm}:00+03:00`;

function app(id: number, proje_basligi: string, durum: Basvuru['durum']): Basvuru {
  return {
    id, proje_basligi, aciklama: '', durum, olusturuldu: '2025-01-01T00:00:00Z', sirket_id: null, sirket: null, sirket_adi: null,
    basvuran: { id: 5, ad_soyad: 'Ayşe', email: 'a@example.org', firma_adi: '' }, cagri: { id: 1, baslik: 'Çağrı' }, cagri_id: 1, ek_dosya: null,
  };
}
const APPS = [app(1, 'Güneş Paneli', 'ONAY'), app(2, 'Rüzgar Türbini', 'INCELEME'), app(3, 'Akıllı Sulama', 'ONAY')];
const KAYNAK = { id: 4, ad: 'Toplantı Odası', kapasite: 8, aktif: true };
const TAKEN = [
  { baslangic: at('12:00'), bitis: at('13:00'), durum: 'ONAY' },
  { baslangic: at('14:00'), bitis: at('14:30'), durum: 'BEKLEME' },
];

function serve(extra: (r: RecordedRequest) => Response | null = () => null) {
  return api.answer((r) => {
    const custom = extra(r);
    if (custom) return custom;
    if (r.method === 'GET' && r.path === '/api/kaynaklar/4/') return jsonResponse(200, KAYNAK);
    if (r.method === 'GET' && r.path === '/api/basvurular/') return jsonResponse(200, APPS);
    if (r.method === 'GET' && r.path === '/api/rezervasyonlar/') return jsonResponse(200, TAKEN);
    if (r.method === 'POST') return jsonResponse(201, { id: 50 });
    if (r.method === 'PATCH') return jsonResponse(200, { id: 9 });
    return jsonResponse(404, {});
  });
}

const renderNew = () =>
  renderScreen(<NewReservationPage />, {
    path: '/kaynak/:kaynakId/rezervasyon/yeni',
    route: '/kaynak/4/rezervasyon/yeni',
    otherRoutes: { '/my-reservations': <p>Rezervasyonlarım sayfası</p> },
  });
const slot = (name: string) => screen.getByRole('button', { name });
const selection = () => screen.getByTestId('secim').textContent;

async function openDay(user: ReturnType<typeof renderNew>['user']) {
  await screen.findByDisplayValue('Toplantı Odası');
  await user.click(screen.getByRole('button', { name: 'Sonraki ay' }));
  await user.click(screen.getByRole('button', { name: DAY_NAME }));
  await screen.findByRole('button', { name: '12:00 - dolu' });
}

describe('/kaynak/:kaynakId/rezervasyon/yeni', () => {
  test('load failure: Veriler yüklenirken bir hata oluştu.', async () => {
    serve((r) => (r.path === '/api/kaynaklar/4/' ? jsonResponse(500, {}) : null));
    renderNew();
    expect(await screen.findByText('Veriler yüklenirken bir hata oluştu.')).toBeInTheDocument();
  });

  test('loading, then the resource read-only and only approved applications offered', async () => {
    serve();
    renderNew();
    expect(screen.getByRole('status', { name: 'Veriler yükleniyor...' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Toplantı Odası')).toHaveAttribute('readonly');
    const select = screen.getByRole('combobox', { name: /Başvuru/ });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Onaylanmış bir başvuru seçin',
      'Güneş Paneli',
      'Akıllı Sulama',
    ]);
  });

  test('calendar: Sunday-first Turkish day names, Turkish month title, past days disabled, month navigation', async () => {
    serve();
    const { user } = renderNew();
    await screen.findByDisplayValue('Toplantı Odası');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Pazar');
    expect(screen.getByRole('heading', { name: `${TR_MONTH_NAMES[tm - 1]} ${ty}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki ay' })).toBeDisabled();
    const [, , td] = todayISO().split('-').map(Number) as [number, number, number];
    if (td > 1) expect(screen.getByRole('button', { name: `${td - 1} ${TR_MONTH_NAMES[tm - 1]} ${ty}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${td} ${TR_MONTH_NAMES[tm - 1]} ${ty}` })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Sonraki ay' }));
    expect(screen.getByRole('heading', { name: `${TR_MONTH_NAMES[NEXT.month - 1]} ${NEXT.year}` })).toBeInTheDocument();
    // The first row starts on a Sunday: the 1st sits in the column of its weekday.
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(firstRow).getAllByRole('cell');
    const weekday = new Date(Date.UTC(NEXT.year, NEXT.month - 1, 1)).getUTCDay(); // 0 = Sunday
    expect(cells[weekday]).toHaveTextContent('1');
  });

  test('slots: 09:00-17:30, occupied disabled, pending marked but pickable; the month is fetched', async () => {
    const s = serve();
    const { user } = renderNew();
    await openDay(user);
    const group = screen.getByRole('group', { name: `${DAY_NAME} saatleri` });
    const names = within(group).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names[0]).toBe('09:00 - boş');
    expect(names).toContain('17:30 - boş');
    expect(names).toHaveLength(18);
    expect(slot('12:00 - dolu')).toBeDisabled();
    expect(slot('12:30 - dolu')).toBeDisabled();
    expect(slot('13:00 - boş')).toBeEnabled();
    expect(slot('14:00 - beklemede')).toBeEnabled();
    const avail = s.calls.filter((c) => c.path === '/api/rezervasyonlar/').map((c) => new URL(c.url).searchParams);
    expect(avail.some((p) => p.get('kaynak') === '4' && p.get('month') === String(NEXT.month) && p.get('year') === String(NEXT.year))).toBe(true);
  });

  test('end can never precede the start, nor cross an occupied slot', async () => {
    serve();
    const { user } = renderNew();
    await openDay(user);
    await user.click(slot('11:00 - boş'));
    expect(selection()).toContain('Başlangıç: 11:00');
    expect(selection()).toContain('Bitiş: 11:30');
    // Past the occupied 12:00-13:00: cannot be the end.
    expect(slot('13:00 - boş')).toBeDisabled();
    expect(slot('14:00 - beklemede')).toBeDisabled();
    // An earlier click moves the start instead of making an end before it.
    await user.click(slot('10:00 - boş'));
    expect(selection()).toContain('Başlangıç: 10:00');
    expect(selection()).toContain('Bitiş: 10:30');
    await user.click(slot('11:30 - boş'));
    expect(selection()).toContain('Bitiş: 12:00');
    expect(slot('11:00 - boş')).toHaveAttribute('aria-pressed', 'true');
  });

  test('no application: Lütfen tüm zorunlu alanları doldurun. (nothing sent)', async () => {
    const s = serve();
    const { user } = renderNew();
    await openDay(user);
    await user.click(slot('10:00 - boş'));
    await user.click(screen.getByRole('button', { name: 'Rezervasyon Oluştur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.reservation.requiredFields);
    expect(s.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  test('success: POST with ISO times in Istanbul offset, then /my-reservations', async () => {
    const s = serve();
    const { user, location } = renderNew();
    await openDay(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Başvuru/ }), 'Akıllı Sulama');
    await user.click(slot('14:00 - beklemede'));
    await user.click(slot('15:00 - boş'));
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), '  Ekip toplantısı ');
    await user.click(screen.getByRole('button', { name: 'Rezervasyon Oluştur' }));
    await waitFor(() => expect(location()).toBe('/my-reservations'));
    const post = s.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/rezervasyonlar/');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      kaynak: 4,
      basvuru: 3,
      baslangic: at('14:00'),
      bitis: at('15:30'),
      aciklama: 'Ekip toplantısı',
    });
  });

  test('server refusal: its messages joined; else the spec fallback', async () => {
    serve((r) => (r.method === 'POST' ? jsonResponse(400, { baslangic: ['Seçilen zaman aralığı dolu.'], bitis: ['Geçersiz.'] }) : null));
    const { user, location } = renderNew();
    await openDay(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Başvuru/ }), 'Güneş Paneli');
    await user.click(slot('10:00 - boş'));
    await user.click(screen.getByRole('button', { name: 'Rezervasyon Oluştur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seçilen zaman aralığı dolu. Geçersiz.');
    expect(location()).toBe('/kaynak/4/rezervasyon/yeni');
  });

  test('the chosen range and the end-slot rule are stated before submit: 11:00 then 12:00 -> 11:00 - 12:30, 1,5 saat', async () => {
    serve();
    const { user } = renderNew();
    await openDay(user);
    expect(screen.getByTestId('bitis-kurali')).toHaveTextContent(MSG.reservation.endSlotRule);
    expect(screen.queryByTestId('secim-araligi')).not.toBeInTheDocument();
    await user.click(slot('10:00 - boş'));
    expect(screen.getByTestId('secim-araligi')).toHaveTextContent('Seçilen aralık: 10:00 - 10:30, 0,5 saat');
    await user.click(slot('11:30 - boş'));
    expect(screen.getByTestId('secim-araligi')).toHaveTextContent('Seçilen aralık: 10:00 - 12:00, 2 saat');
  });

  test('the error banner goes once the fields are fixed (client check) and on the next edit (server refusal)', async () => {
    serve((r) => (r.method === 'POST' ? jsonResponse(409, { detail: MSG.reservation.slotOccupied }) : null));
    const { user } = renderNew();
    await openDay(user);
    await user.click(slot('10:00 - boş'));
    await user.click(screen.getByRole('button', { name: 'Rezervasyon Oluştur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.reservation.requiredFields);
    // Fixed: the application chosen -> the banner is gone without another submit.
    await user.selectOptions(screen.getByRole('combobox', { name: /Başvuru/ }), 'Güneş Paneli');
    expect(screen.queryByText(MSG.reservation.requiredFields)).not.toBeInTheDocument();
    // The server refuses; picking another time clears its message.
    await user.click(screen.getByRole('button', { name: 'Rezervasyon Oluştur' }));
    expect(await screen.findByText(MSG.reservation.slotOccupied)).toBeInTheDocument();
    await user.click(slot('10:30 - boş'));
    expect(screen.queryByText(MSG.reservation.slotOccupied)).not.toBeInTheDocument();
  });

  test('a passive resource opened from its URL: no form, the reason and the way back', async () => {
    const s = serve((r) => (r.method === 'GET' && r.path === '/api/kaynaklar/4/' ? jsonResponse(200, { ...KAYNAK, aktif: false }) : null));
    const { user, location } = renderScreen(<NewReservationPage />, {
      path: '/kaynak/:kaynakId/rezervasyon/yeni',
      route: '/kaynak/4/rezervasyon/yeni',
      otherRoutes: { '/kaynaklar': <p>Kaynaklar sayfası</p> },
    });
    expect(await screen.findByText(MSG.reservation.resourcePassiveTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rezervasyon Oluştur' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Başvuru/ })).not.toBeInTheDocument();
    const back = within(screen.getByTestId('kaynak-pasif')).getByRole('link', { name: /Kaynaklara Dön/ });
    await user.click(back);
    await waitFor(() => expect(location()).toBe('/kaynaklar'));
    expect(s.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

function reservation(durum: Rezervasyon['durum']): Rezervasyon {
  return {
    id: 9,
    kaynak: { id: 4, ad: 'Toplantı Odası' },
    kaynak_id: 4,
    kaynak_adi: 'Toplantı Odası',
    basvuru: { id: 1, proje_basligi: 'Güneş Paneli' },
    basvuru_id: 1,
    baslangic: at('10:00'),
    bitis: at('11:00'),
    aciklama: 'Sunum',
    durum,
    olusturan: { id: 5, first_name: 'Ayşe', last_name: 'Yılmaz', username: 'ayse' },
    olusturuldu: '2025-01-01T00:00:00Z',
  };
}

const renderEdit = () =>
  renderScreen(<UpdateReservationPage />, {
    path: '/rezervasyon/:rezervasyonId/guncelle',
    route: '/rezervasyon/9/guncelle',
    otherRoutes: { '/my-reservations': <p>Rezervasyonlarım sayfası</p> },
  });

describe('/rezervasyon/:rezervasyonId/guncelle', () => {
  test.each([
    ['ONAY', 'Onaylanmış rezervasyonlar yalnızca yönetici ile iletişime geçilerek değiştirilebilir.'],
    ['RED', MSG.reservation.notEditable.RED],
    ['IPTAL', MSG.reservation.notEditable.IPTAL],
  ] as const)('%s is refused with its message, no form', async (durum, message) => {
    serve((r) => (r.path === '/api/rezervasyonlar/9/' ? jsonResponse(200, reservation(durum)) : null));
    renderEdit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rezervasyonu Güncelle' })).not.toBeInTheDocument();
  });

  test.each([
    [403, 'Bu rezervasyona erişim yetkiniz yok.'],
    [404, 'Rezervasyon bulunamadı.'],
    [500, 'Rezervasyon verileri yüklenirken bir hata oluştu.'],
  ])('load %s: %s', async (status, message) => {
    serve((r) => (r.path === '/api/rezervasyonlar/9/' ? jsonResponse(status, {}) : null));
    renderEdit();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  test('BEKLEME: the form prefilled; PATCH with the whole reservation; back to /my-reservations', async () => {
    const s = serve((r) => (r.method === 'GET' && r.path === '/api/rezervasyonlar/9/' ? jsonResponse(200, reservation('BEKLEME')) : null));
    const { user, location } = renderEdit();
    expect(screen.getByRole('status', { name: 'Rezervasyon yükleniyor...' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Toplantı Odası')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Başvuru/ })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Açıklama' })).toHaveValue('Sunum');
    expect(screen.getByRole('button', { name: DAY_NAME })).toHaveAttribute('aria-pressed', 'true');
    expect(selection()).toContain('Başlangıç: 10:00');
    expect(selection()).toContain('Bitiş: 11:00');
    await user.click(await screen.findByRole('button', { name: '15:00 - boş' }));
    await user.click(screen.getByRole('button', { name: 'Rezervasyonu Güncelle' }));
    await waitFor(() => expect(location()).toBe('/my-reservations'));
    const patch = s.calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/rezervasyonlar/9/');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ kaynak: 4, basvuru: 1, baslangic: at('15:00'), bitis: at('15:30'), aciklama: 'Sunum' });
  });
});
