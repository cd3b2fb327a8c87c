import { describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { BASVURU_DURUM_META, type Basvuru, type Cagri, type Paginated } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { BasvurularPage } from '../components/basvurular-page';
import { chooseRowAction, expectAttachmentThenNone, expectTextsIn, okWrites, pageOf, renderLoaded, rowOf, screenTestApi, staffDecisionListSpecs, urlParams } from '../../../lib/testing';

function application(overrides: Partial<Basvuru> = {}): Basvuru {
  return {
    id: 11,
    proje_basligi: 'Akıllı Tarım',
    aciklama: 'Sensörlerle sulama.',
    durum: 'INCELEME',
    olusturuldu: '2025-02-03T10:15:00Z',
    sirket_id: 4,
    sirket: { id: 4, adi: 'Tarım Teknoloji A.Ş.' },
    sirket_adi: 'Tarım Teknoloji A.Ş.',
    basvuran: { id: 7, ad_soyad: 'Ayşe Yılmaz', email: 'ayse@example.com', firma_adi: 'Ayşe Tarım' },
    cagri: { id: 3, baslik: 'Yeşil Teknoloji Çağrısı' },
    cagri_id: 3,
    ek_dosya: 'https://files.example/signed/proje.pdf?sig=abc',
    ...overrides,
  };
}

const APPLICATIONS = [
  application(),
  application({
    id: 12,
    proje_basligi: 'Güneş Paneli',
    durum: 'ONAY',
    sirket_id: null,
    sirket: null,
    sirket_adi: null,
    basvuran: { id: 8, ad_soyad: 'Mehmet Demir', email: 'mehmet@example.com', firma_adi: 'Demir Enerji' },
    ek_dosya: null,
  }),
  application({ id: 13, proje_basligi: 'Su Arıtma', durum: 'GONDERILDI' }),
];

const CALL_OPTIONS: Paginated<Cagri> = {
  count: 2,
  next: null,
  previous: null,
  results: [
    { id: 3, baslik: 'Yeşil Teknoloji Çağrısı', aciklama: '', baslangic: null, bitis: null, aktif: true, acik_mi: false, detay_url: null },
    { id: 5, baslik: 'Sağlık Çağrısı', aciklama: '', baslangic: null, bitis: null, aktif: true, acik_mi: false, detay_url: null },
  ],
};

/** Akıllı Tarım's two mentors disagree; the others have fewer than two evaluations. */
const CONSENSUS: Record<number, unknown> = {
  11: {
    basvuru_id: 11,
    proje_basligi: 'Akıllı Tarım',
    evaluation_count: 2,
    min_puan: 45,
    max_puan: 90,
    spread: 45,
    statuses: ['ONAY', 'RED'],
    score_disagreement: true,
    status_disagreement: true,
    flagged: true,
  },
};

/** The staff member's unread messages: two on Akıllı Tarım, where a request waits for the applicant. */
const MESSAGE_SUMMARY = { toplam: 2, basvurular: [{ basvuru_id: 11, okunmamis: 2, yanit_bekleniyor: true }] };

let fetchStub: FetchStub | null = null;
const api = screenTestApi();

/** Lists answer; PATCH and DELETE answer `write` (default: success). */
function stubApi(count = APPLICATIONS.length, write: (r: RecordedRequest) => Response = okWrite) {
  fetchStub = api.answer((r) => {
    if (r.method === 'GET' && r.path === '/api/admin/basvurular/') {
      return pageOf(APPLICATIONS, count);
    }
    if (r.method === 'GET' && r.path === '/api/admin/cagrilar/') return jsonResponse(200, CALL_OPTIONS);
    if (r.method === 'GET' && r.path === '/api/mesajlar/ozet/') return jsonResponse(200, MESSAGE_SUMMARY);
    if (r.method === 'GET' && r.path === '/api/admin/mentorler/consensus/') {
      const id = Number(new URL(r.url).searchParams.get('basvuru'));
      return jsonResponse(200, { basvuru_id: id, consensus: CONSENSUS[id] ?? null });
    }
    return write(r);
  });
  return fetchStub;
}

const okWrite = okWrites(APPLICATIONS[0]!);
const renderApplications = (route = '/admin/applications') => renderLoaded(<BasvurularPage />, route, 'Akıllı Tarım');

const specs = staffDecisionListSpecs({ path: '/api/admin/basvurular/', stubApi, render: () => renderApplications(), api, statusTitle: 'Başvuru Durumunu Değiştir' });
const { listCalls } = specs;

describe('/admin/applications table', () => {
  it('shows project, applicant name and e-mail, company, call, status chip and date', async () => {
    stubApi();
    await renderApplications();
    const row = rowOf('Akıllı Tarım');
    expectTextsIn(row, ['Ayşe Yılmaz', 'ayse@example.com', 'Tarım Teknoloji A.Ş.', 'Yeşil Teknoloji Çağrısı']);
    expect(within(row).getByRole('button', { name: /^Durumu değiştir: İnceleniyor/ })).toHaveTextContent('İnceleniyor');
    expect(within(row).getByText('3 Şubat 2025')).toBeInTheDocument();
    // Without a linked company: the applicant's firm.
    expect(within(rowOf('Güneş Paneli')).getByText('Demir Enerji')).toBeInTheDocument();
  });

  specs.quickOnlyWhile('offers quick approve and reject only while INCELEME', ['Akıllı Tarım', 'Akıllı Tarım'], [
    ['Güneş Paneli', 'Güneş Paneli'],
    ['Su Arıtma', 'Su Arıtma'],
  ]);

  specs.approveThenReject('approve sends update_status ONAY, reject sends RED', 'Akıllı Tarım', 11);
});

describe('/admin/applications status dialog', () => {
  // Any status, from any status (here back from ONAY to INCELEME).
  specs.statusDialog(
    'the chip opens a select of all five statuses; saving PATCHes the chosen durum',
    12,
    ['Taslak', 'Gönderildi', 'İnceleniyor', 'Onaylandı', 'Reddedildi'],
    ['İnceleniyor', 'INCELEME'],
    (select) => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(Object.values(BASVURU_DURUM_META).map((m) => m.label)),
  );

  specs.failedStatusOnlyLogged();
});

describe('/admin/applications detail and delete', () => {
  it('the detail dialog shows every field and the attachment link', async () => {
    stubApi();
    const { user } = await renderApplications();
    await chooseRowAction(user, 'Akıllı Tarım', 'Görüntüle');
    const dialog = await screen.findByRole('dialog', { name: 'Başvuru Detayı' });
    expectTextsIn(dialog, [
      'Akıllı Tarım',
      'Sensörlerle sulama.',
      'İnceleniyor',
      'Ayşe Yılmaz',
      'ayse@example.com',
      'Ayşe Tarım',
      'Tarım Teknoloji A.Ş.',
      'Yeşil Teknoloji Çağrısı',
      '3 Şubat 2025 13:15',
    ]);
    // The mentors' evaluations disagree: the spread and both flags are shown.
    expect(await within(dialog).findByText('Puanlar 45–90 (fark 45)')).toBeInTheDocument();
    expect(within(dialog).getByText("Puan farkı 30'dan büyük")).toBeInTheDocument();
    expect(within(dialog).getByText('Önerilen durumlar farklı')).toBeInTheDocument();
    const other = await expectAttachmentThenNone(user, dialog, 'https://files.example/signed/proje.pdf?sig=abc', 'Güneş Paneli', 'Başvuru Detayı');
    expect(await within(other).findByText('Karşılaştırılacak en az iki değerlendirme yok')).toBeInTheDocument();
  });

  specs.deleteAsksFirst('Su Arıtma', 'Su Arıtma', 13);
});

describe('/admin/applications search, filters, paging and sorting (server side, state in the URL)', () => {
  it('the call filter is filled from admin/cagrilar/?page_size=100; filters go to the query string', async () => {
    const s = stubApi(45);
    const { user, location } = await renderApplications();
    const options = s.calls.find((c) => c.path === '/api/admin/cagrilar/');
    expect(new URL(options!.url).searchParams.get('page_size')).toBe('100');

    const callSelect = screen.getByRole('combobox', { name: 'Çağrı filtresi' });
    await waitFor(() => expect(within(callSelect).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(callSelect, 'Sağlık Çağrısı');
    await waitFor(() => expect(listCalls(s).at(-1)?.get('cagri')).toBe('5'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum filtresi' }), 'İnceleniyor');
    await waitFor(() => expect(listCalls(s).at(-1)?.get('durum')).toBe('INCELEME'));
    expect(listCalls(s).at(-1)?.get('cagri')).toBe('5');
    expect(urlParams(location).get('durum')).toBe('INCELEME');
    expect(urlParams(location).get('cagri')).toBe('5');

    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    // Back to the unfiltered list (answered from the cache: it was the first query).
    await waitFor(() => expect(urlParams(location).has('durum')).toBe(false));
    expect(urlParams(location).has('cagri')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Çağrı filtresi' })).toHaveValue('');
  });

  it('search, paging and sorting change the query string', async () => {
    const s = stubApi(45);
    const { user, location } = await renderApplications();
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('page')).toBe('2'));
    expect(urlParams(location).get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Başvurularda ara...' }), 'ayşe');
    await waitFor(() => expect(listCalls(s).at(-1)?.get('search')).toBe('ayşe'));
    expect(listCalls(s).at(-1)?.get('page')).toBe('1');
    expect(urlParams(location).get('search')).toBe('ayşe');

    await user.click(screen.getByRole('button', { name: 'Tarih' }));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('ordering')).toBe('olusturuldu'));
    await user.click(screen.getByRole('button', { name: 'Tarih' }));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('ordering')).toBe('-olusturuldu'));
    expect(listCalls(s).at(-1)?.get('search')).toBe('ayşe');
  });
});

describe('/admin/applications messages', () => {
  it("each row shows the staff member's unread messages and an open request", async () => {
    stubApi();
    await renderApplications();
    const row = rowOf('Akıllı Tarım');
    expect(await within(row).findByLabelText('2 okunmamış mesaj')).toHaveTextContent('2');
    expect(within(row).getByText('yanıt bekleniyor')).toBeInTheDocument();
    expect(within(rowOf('Güneş Paneli')).queryByText('yanıt bekleniyor')).toBeNull();
  });
});

describe('/admin/applications decisions', () => {
  /** Two applications waiting (INCELEME) and one approved; list answers come from `rows()`. */
  function stubDecisions(rows: () => Basvuru[]) {
    return api.answer((r) => {
      if (r.method === 'GET' && r.path === '/api/admin/basvurular/') return pageOf(rows());
      if (r.method === 'GET' && r.path === '/api/admin/cagrilar/') return jsonResponse(200, CALL_OPTIONS);
      if (r.method === 'GET' && r.path === '/api/mesajlar/ozet/') return jsonResponse(200, MESSAGE_SUMMARY);
      if (r.method === 'GET') return jsonResponse(200, { basvuru_id: 0, consensus: null });
      if (r.method === 'POST' && r.path === '/api/admin/basvurular/toplu-durum/') return jsonResponse(200, { guncellenen: 2, ids: [11, 14] });
      return okWrite(r);
    });
  }

  it('staff select the waiting rows and approve them together with one note', async () => {
    const s = stubDecisions(() => [application(), application({ id: 14, proje_basligi: 'Akıllı Şehir' }), APPLICATIONS[1]!]);
    const { user } = await renderApplications();
    // Only rows waiting for a decision can be selected.
    expect(within(rowOf('Güneş Paneli')).getByRole('checkbox', { name: 'Seç: Güneş Paneli' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sayfadaki tüm kayıtları seç' }));
    const bar = screen.getByRole('region', { name: 'Toplu işlem' });
    expect(bar).toHaveTextContent('2 kayıt seçildi');
    await user.click(within(bar).getByRole('button', { name: 'Seçilenleri Onayla' }));
    const dialog = await screen.findByRole('dialog', { name: '2 Başvuruyu Onayla' });
    expect(dialog).toHaveTextContent('“Akıllı Tarım”, “Akıllı Şehir”');
    expect(dialog).toHaveTextContent('Karar, başvuru sahibine bildirim ve e-posta ile iletilir.');
    await user.type(within(dialog).getByRole('textbox', { name: /Not/ }), 'Komite kararı.');
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(s.calls.filter((c) => c.method !== 'GET').map((c) => ({ path: c.path, body: JSON.parse(c.body) }))).toEqual([
      { path: '/api/admin/basvurular/toplu-durum/', body: { ids: [11, 14], durum: 'ONAY', not: 'Komite kararı.' } },
    ]);
    expect(await screen.findByText('2 başvuru onaylandı')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Toplu işlem' })).not.toBeInTheDocument();
  });

  it('a bulk decision the server refuses lists each record and why, in the dialog', async () => {
    api.answer((r) => {
      if (r.method === 'GET' && r.path === '/api/admin/basvurular/') return pageOf([application(), application({ id: 14, proje_basligi: 'Akıllı Şehir' })]);
      if (r.method === 'GET' && r.path === '/api/mesajlar/ozet/') return jsonResponse(200, MESSAGE_SUMMARY);
      if (r.method === 'GET') return jsonResponse(200, CALL_OPTIONS);
      return jsonResponse(400, { ids: ['#14: Durumu “Onaylandı”; yalnızca “İnceleniyor” durumundaki kayıtlar toplu olarak karara bağlanabilir.'] });
    });
    const { user } = await renderApplications();
    await user.click(screen.getByRole('checkbox', { name: 'Sayfadaki tüm kayıtları seç' }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri Reddet' }));
    const dialog = await screen.findByRole('dialog', { name: '2 Başvuruyu Reddet' });
    await user.type(within(dialog).getByRole('textbox', { name: /Red gerekçesi/ }), 'Kapsam dışı.');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hiçbir kayıt güncellenmedi: #14: Durumu “Onaylandı”');
  });

  it('a decided row that leaves the filtered list is named above the table, not silently gone', async () => {
    let decided = false;
    const s = stubDecisions(() => (decided ? [] : [application()]));
    const { user } = await renderApplications('/admin/applications?durum=INCELEME');
    await user.click(screen.getByRole('button', { name: 'Onayla: Akıllı Tarım' }));
    const dialog = await screen.findByRole('dialog', { name: 'Başvuruyu Onayla' });
    decided = true;
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Bu kayıt artık filtreye uymuyor')).toBeInTheDocument();
    expect(screen.getByText(/“Akıllı Tarım” — yeni durumu: Onaylandı\./)).toBeInTheDocument();
    expect(s.calls.some((c) => c.method === 'PATCH')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.queryByText('Bu kayıt artık filtreye uymuyor')).not.toBeInTheDocument();
  });
});
