import { describe, expect, it } from '@jest/globals';
import { jsonResponse } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { MSG, type CagriRubric, type CallRanking } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { RankingPage } from '../components/ranking-page';
import { RubricSection } from '../components/rubric-section';
import { screenTestApi } from '../../../lib/testing';

const api = screenTestApi();

const OLCUT = { id: 11, sira: 1, ad: 'Takım', aciklama: '', agirlik: 2, olcek_min: 1, olcek_max: 5 };

describe('Değerlendirme Ölçütleri (call editor section)', () => {
  it('adds, reorders and removes criteria, shows the weights as shares, and sends the list in its order', async () => {
    const empty: CagriRubric = { cagri_id: 5, olcutler: [], kilitli: false };
    const stub = api.answer((r) => {
      if (r.method === 'PUT') {
        const body = JSON.parse(r.body) as { olcutler: object[] };
        return jsonResponse(200, { cagri_id: 5, kilitli: false, olcutler: body.olcutler.map((o, i) => ({ ...o, id: 20 + i, sira: i + 1 })) });
      }
      return jsonResponse(200, empty);
    });
    const { user } = renderScreen(<RubricSection cagriId={5} />);
    const section = await screen.findByRole('region', { name: 'Değerlendirme Ölçütleri' });
    await within(section).findByText('Bu çağrının değerlendirme ölçütü yok.');
    for (let i = 0; i < 3; i++) await user.click(within(section).getByRole('button', { name: 'Ölçüt Ekle' }));
    const names = () => within(section).getAllByLabelText(/Ölçüt Adı/) as HTMLInputElement[];
    await user.type(names()[0]!, 'Pazar');
    await user.type(names()[1]!, 'Takım');
    await user.type(names()[2]!, 'Fazla');
    const weights = within(section).getAllByLabelText(/Ağırlık/) as HTMLInputElement[];
    await user.clear(weights[1]!);
    await user.type(weights[1]!, '2');
    await user.click(within(section).getByRole('button', { name: 'Kaldır: Fazla' }));
    await user.click(within(section).getByRole('button', { name: 'Yukarı taşı: Takım' }));
    expect(names().map((n) => n.value)).toEqual(['Takım', 'Pazar']);
    expect(within(section).getAllByTestId('criterion-share').map((b) => b.textContent)).toEqual(["Toplamın %67'i", "Toplamın %33'i"]);
    await user.click(within(section).getByRole('button', { name: 'Ölçütleri Kaydet' }));
    await waitFor(() => expect(stub.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = stub.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/cagrilar/5/olcutler/');
    expect(JSON.parse(put.body)).toEqual({
      olcutler: [
        { ad: 'Takım', aciklama: '', agirlik: 2, olcek_min: 1, olcek_max: 5 },
        { ad: 'Pazar', aciklama: '', agirlik: 1, olcek_min: 1, olcek_max: 5 },
      ],
    });
  });

  it("refuses a criterion without a name with the domain's message; an evaluated call's rubric is read-only", async () => {
    api.answer(() => jsonResponse(200, { cagri_id: 5, olcutler: [], kilitli: false }));
    const first = renderScreen(<RubricSection cagriId={5} />);
    const section = await screen.findByRole('region', { name: 'Değerlendirme Ölçütleri' });
    await first.user.click(await within(section).findByRole('button', { name: 'Ölçüt Ekle' }));
    await first.user.click(within(section).getByRole('button', { name: 'Ölçütleri Kaydet' }));
    expect(await within(section).findByText(MSG.rubric.nameRequired)).toBeInTheDocument();
    first.unmount();

    api.answer(() => jsonResponse(200, { cagri_id: 5, olcutler: [OLCUT], kilitli: true }));
    renderScreen(<RubricSection cagriId={5} />);
    const locked = await screen.findByRole('region', { name: 'Değerlendirme Ölçütleri' });
    expect(await within(locked).findByText(MSG.rubric.locked)).toBeInTheDocument();
    expect(within(locked).getByText('Takım')).toBeInTheDocument();
    expect(within(locked).queryByRole('button', { name: 'Ölçütleri Kaydet' })).toBeNull();
  });
});

describe('/admin/calls/:cagriId/ranking', () => {
  it('ranks by weighted total, marks ties and the applications not evaluated, with the criteria means', async () => {
    const row = (sira: number | null, id: number, title: string, puan: number | null, means: (number | null)[]) => ({
      sira,
      basvuru_id: id,
      proje_basligi: title,
      basvuran: 'Ayşe Yılmaz',
      durum: 'GONDERILDI' as const,
      degerlendirme_sayisi: puan === null ? 0 : 1,
      puan,
      olcut_ortalamalari: means.map((ortalama, i) => ({ olcut_id: 11 + i, ortalama })),
      flagged: false,
    });
    const ranking: CallRanking = {
      cagri: { id: 5, baslik: 'Donanım Çağrısı' },
      olcutler: [OLCUT, { ...OLCUT, id: 12, sira: 2, ad: 'Pazar', olcek_min: 0, olcek_max: 10 }],
      basvurular: [row(1, 1, 'Birinci', 75, [4, 5]), row(2, 2, 'İkinci', 55, [3, 7]), row(2, 3, 'Eşit', 55, [3, 7]), row(null, 4, 'Bekleyen', null, [null, null])],
    };
    const stub = api.answer(() => jsonResponse(200, ranking));
    renderScreen(<RankingPage />, { path: '/admin/calls/:cagriId/ranking', route: '/admin/calls/5/ranking' });
    const table = await screen.findByRole('table', { name: 'Başvuruların sıralaması' });
    expect(stub.calls[0]!.path).toBe('/api/admin/cagrilar/5/siralama/');
    expect(screen.getByTestId('ranking-call')).toHaveTextContent('Donanım Çağrısı');
    expect(within(table).getAllByTestId('rank').map((r) => r.textContent)).toEqual(['1.', '2.', '2.']);
    expect(within(table).getAllByText('Eşit', { selector: 'span' }).length).toBeGreaterThanOrEqual(2);
    expect(within(table).getByTestId('not-evaluated')).toHaveTextContent('Değerlendirilmedi');
    expect(within(table).getAllByTestId('ranking-total').map((t) => t.textContent)).toEqual(['75/100', '55/100', '55/100']);
  });
});
