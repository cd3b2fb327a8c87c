import { afterEach, describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, stubFetch, type FetchStub } from '@portal/api-client/testing';
import type { Basvuru, BasvuruDurum } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { MyApplicationsPage } from '../my-applications-page';

let stub: FetchStub | undefined;
afterEach(() => {
  stub?.restore();
  stub = undefined;
});

function app(id: number, proje_basligi: string, durum: BasvuruDurum, cagri = 'Yeşil Enerji Desteği'): Basvuru {
  return {
    id,
    proje_basligi,
    aciklama: `${proje_basligi} açıklaması`,
    durum,
    olusturuldu: '2025-03-12T10:00:00Z',
    sirket_id: null,
    sirket: null,
    sirket_adi: null,
    basvuran: { id: 5, ad_soyad: 'Ayşe Yılmaz', email: 'ayse@example.org', firma_adi: '' },
    cagri: { id: 1, baslik: cagri },
    cagri_id: 1,
    ek_dosya: null,
  };
}

const APPS: Basvuru[] = [
  app(1, 'Güneş Paneli', 'ONAY'),
  app(2, 'Rüzgar Türbini', 'INCELEME'),
  app(3, 'Akıllı Sulama', 'GONDERILDI', 'İhracat Hızlandırma'),
  app(4, 'Taslak Proje', 'TASLAK'),
  app(5, 'Reddedilen Fikir', 'RED'),
];

const render = () => renderScreen(<MyApplicationsPage />, { path: '/my-applications' });

describe('/my-applications', () => {
  test('loading, then the empty state offering the open calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stub = stubFetch(async () => {
      await gate;
      return jsonResponse(200, []);
    });
    render();
    expect(screen.getByLabelText('Başvurular yükleniyor...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Henüz başvurunuz bulunmamaktadır')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Açık Çağrıları Görüntüle' })).toHaveAttribute('href', '/cagrilar');
    expect(stub.calls[0]?.path).toBe('/api/basvurular/');
  });

  test('load error message', async () => {
    stub = stubFetch(() => jsonResponse(500, {}));
    render();
    expect(
      await screen.findByText('Başvurular yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.'),
    ).toBeInTheDocument();
  });

  test('counters: approved, waiting (under review or sent), total', async () => {
    stub = stubFetch(() => jsonResponse(200, APPS));
    render();
    await screen.findByText('Güneş Paneli');
    const counters = screen.getByLabelText('Başvuru sayıları');
    const value = (label: string) => within(counters).getByText(label).parentElement?.textContent;
    expect(value('Onaylanan')).toContain('1');
    expect(value('Bekleyen')).toContain('2');
    expect(value('Toplam')).toContain('5');
  });

  test('cards: status chip, call, date, reports button and mentors icon link', async () => {
    stub = stubFetch(() => jsonResponse(200, APPS));
    render();
    await screen.findByText('Güneş Paneli');
    const card = screen.getByRole('article', { name: 'Güneş Paneli' });
    expect(within(card).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(card).getByText('Yeşil Enerji Desteği')).toBeInTheDocument();
    expect(within(card).getByText('12 Mart 2025')).toBeInTheDocument();
    expect(within(card).getByText('Güneş Paneli açıklaması')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Raporları Görüntüle' })).toHaveAttribute('href', '/basvuru/1/raporlar');
    expect(within(card).getByRole('link', { name: 'Mentorları görüntüle' })).toHaveAttribute('href', '/basvuru/1/mentorlar');
  });

  test('status filter options, search, and the filtered-empty state with Filtreleri Temizle', async () => {
    stub = stubFetch(() => jsonResponse(200, APPS));
    const { user } = render();
    await screen.findByText('Güneş Paneli');

    const filter = screen.getByRole('combobox', { name: 'Durum filtresi' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tümü',
      'Taslak',
      'Gönderildi',
      'İnceleniyor',
      'Onaylandı',
      'Reddedildi',
    ]);
    await user.selectOptions(filter, 'GONDERILDI');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Akıllı Sulama')).toBeInTheDocument();

    await user.selectOptions(filter, '');
    const search = screen.getByPlaceholderText('Başvurularda ara...');
    await user.type(search, 'ihracat'); // the call title, Turkish case folding
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.selectOptions(filter, 'RED');
    expect(await screen.findByText('Arama kriterlerinize uygun başvuru bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(search).toHaveValue('');
  });
});
