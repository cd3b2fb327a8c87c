import { describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import type { Rapor } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { RaporlarPage } from '../components/raporlar-page';
import { chooseRowAction, expectAttachmentThenNone, expectTextsIn, okWrites, pageOf, renderLoaded, rowOf, screenTestApi, staffDecisionListSpecs, urlParams } from '../../../lib/testing';

function report(overrides: Partial<Rapor> = {}): Rapor {
  return {
    id: 31,
    basvuru_id: 11,
    basvuru: {
      id: 11,
      proje_basligi: 'Akıllı Tarım',
      olusturan: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com' },
      basvuran: { id: 7, ad_soyad: 'Ayşe Yılmaz', email: 'ayse@example.com', firma_adi: 'Ayşe Tarım' },
    },
    donem_baslangic: '2025-04-01',
    donem_bitis: '2025-04-30',
    ozet: 'Nisan ayında sensörler kuruldu.',
    durum: 'GONDERILDI',
    ek_dosya: 'https://files.example/signed/rapor.pdf?sig=abc',
    olusturuldu: '2025-05-02T10:15:00Z',
    proje_basligi: 'Akıllı Tarım',
    sirket_adi: 'Tarım Teknoloji A.Ş.',
    cagri_adi: 'Yeşil Teknoloji Çağrısı',
    basvuran_adi: 'Ayşe Yılmaz',
    ...overrides,
  };
}

const REPORTS: Rapor[] = [
  report(),
  report({ id: 32, proje_basligi: 'Güneş Paneli', durum: 'ONAY', ek_dosya: null, basvuran_adi: 'Mehmet Demir' }),
  report({ id: 33, proje_basligi: 'Su Arıtma', durum: 'TASLAK' }),
  report({ id: 34, proje_basligi: 'Rüzgar', durum: 'RED' }),
];

let fetchStub: FetchStub | null = null;
const api = screenTestApi();

const okWrite = okWrites(REPORTS[0]!);

function stubApi(count = REPORTS.length, write: (r: RecordedRequest) => Response = okWrite, rows = REPORTS) {
  fetchStub = api.answer((r) => {
    if (r.method === 'GET' && r.path === '/api/admin/raporlar/') return pageOf(rows, count);
    return write(r);
  });
  return fetchStub;
}

const renderReports = (route = '/admin/reports') => renderLoaded(<RaporlarPage />, route, 'Akıllı Tarım');

const specs = staffDecisionListSpecs({ path: '/api/admin/raporlar/', stubApi, render: () => renderReports(), api, statusTitle: 'Rapor Durumunu Değiştir' });
const { listCalls } = specs;

describe('/admin/reports table', () => {
  it('shows project, applicant, period, status chip, file link and date', async () => {
    stubApi();
    await renderReports();
    const row = rowOf('Akıllı Tarım');
    expect(within(row).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(row).getByText('1 Nisan 2025 - 30 Nisan 2025')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Durumu değiştir: Gönderildi/ })).toHaveTextContent('Gönderildi');
    expect(within(row).getByRole('link', { name: 'Dosya: Akıllı Tarım' })).toHaveAttribute(
      'href',
      'https://files.example/signed/rapor.pdf?sig=abc',
    );
    expect(within(row).getByText('2 Mayıs 2025')).toBeInTheDocument();
    expect(within(rowOf('Güneş Paneli')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('loading, then the empty text; a failed load is only logged', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fetchStub = api.answer(async () => {
      await gate;
      return pageOf([]);
    });
    renderScreen(<RaporlarPage />, { route: '/admin/reports' });
    expect(screen.queryByText('Henüz rapor bulunmamaktadır')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Henüz rapor bulunmamaktadır')).toBeInTheDocument();
    fetchStub.restore();

    fetchStub = api.answer(() => jsonResponse(500, {}));
    renderScreen(<RaporlarPage />, { route: '/admin/reports?durum=RED' });
    await waitFor(() => expect(api.consoleError).toHaveBeenCalled());
    expect(screen.queryByText('Arama kriterlerinize uygun rapor bulunamadı')).not.toBeInTheDocument();
  });

  it('filtered-empty text when a filter is on', async () => {
    stubApi(0, okWrite, []);
    renderScreen(<RaporlarPage />, { route: '/admin/reports?search=yok' });
    expect(await screen.findByText('Arama kriterlerinize uygun rapor bulunamadı')).toBeInTheDocument();
  });

  specs.quickOnlyWhile('offers quick approve and reject only while GONDERILDI', ['Akıllı Tarım', 'Akıllı Tarım #31'], [
    ['Güneş Paneli', 'Güneş Paneli #32'],
    ['Su Arıtma', 'Su Arıtma #33'],
    ['Rüzgar', 'Rüzgar #34'],
  ]);

  specs.approveThenReject('approve sends update_status ONAY, reject sends RED, then the list is fetched again', 'Akıllı Tarım #31', 31);
});

describe('/admin/reports dialogs and delete', () => {
  specs.statusDialog(
    'the chip opens the status dialog with all four statuses; saving PATCHes the chosen durum',
    32,
    ['Taslak', 'Gönderildi', 'Onaylandı', 'Reddedildi'],
    ['Taslak', 'TASLAK'],
  );

  specs.failedStatusOnlyLogged();

  it('the detail dialog shows the report and the attachment link', async () => {
    stubApi();
    const { user } = await renderReports();
    await chooseRowAction(user, 'Akıllı Tarım #31', 'Görüntüle');
    const dialog = await screen.findByRole('dialog', { name: 'Rapor Detayı' });
    expectTextsIn(dialog, [
      'Akıllı Tarım',
      'Ayşe Yılmaz',
      'ayse@example.com',
      'Tarım Teknoloji A.Ş.',
      'Yeşil Teknoloji Çağrısı',
      '1 Nisan 2025 - 30 Nisan 2025',
      'Gönderildi',
      'Nisan ayında sensörler kuruldu.',
      '2 Mayıs 2025 13:15',
    ]);
    await expectAttachmentThenNone(user, dialog, 'https://files.example/signed/rapor.pdf?sig=abc', 'Güneş Paneli #32', 'Rapor Detayı');
  });

  specs.deleteAsksFirst('Su Arıtma #33', 'Su Arıtma', 33);
});

describe('/admin/reports search, filter, paging and sorting (server side, state in the URL)', () => {
  it('durum filter, search, paging and sorting change the query string', async () => {
    const s = stubApi(45);
    const { user, location } = await renderReports();
    const filter = screen.getByRole('combobox', { name: 'Durum filtresi' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tümü', 'Taslak', 'Gönderildi', 'Onaylandı', 'Reddedildi']);
    await user.selectOptions(filter, 'Gönderildi');
    await waitFor(() => expect(listCalls(s).at(-1)?.get('durum')).toBe('GONDERILDI'));
    expect(urlParams(location).get('durum')).toBe('GONDERILDI');

    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('page')).toBe('2'));
    expect(listCalls(s).at(-1)?.get('page_size')).toBe('20');

    await user.type(screen.getByRole('searchbox', { name: 'Raporlarda ara...' }), 'ayşe');
    await waitFor(() => expect(listCalls(s).at(-1)?.get('search')).toBe('ayşe'));
    expect(listCalls(s).at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Tarih' }));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('ordering')).toBe('olusturuldu'));
    await user.click(screen.getByRole('button', { name: 'Tarih' }));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('ordering')).toBe('-olusturuldu'));

    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(urlParams(location).has('durum')).toBe(false));
    expect(urlParams(location).has('search')).toBe(false);
  });

  it('the basvuru filter of the URL goes to the API', async () => {
    const s = stubApi();
    await renderReports('/admin/reports?basvuru=11');
    expect(listCalls(s).at(-1)?.get('basvuru')).toBe('11');
  });
});
