import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse } from '@portal/api-client/testing';
import type { Cagri } from '@portal/domain';
import { screen, within } from '@portal/ui/testing';
import { APPLICANT, basvuruFixture, screenTestApi, signedInAs } from '../../../../lib/testing';
import { CagriPage } from '../cagri-page';

const api = screenTestApi();
signedInAs(APPLICANT);

const LONG = 'Birinci satır.\nİkinci satır: yapay zekâ, donanım ve yazılım girişimlerine destek.\nÜçüncü satır.\nDördüncü satır: tamamı görünür.';
function call(overrides: Partial<Cagri> = {}): Cagri {
  return { id: 1, baslik: 'Yeşil Enerji Desteği', aciklama: LONG, baslangic: '2025-01-01', bitis: '2999-12-31', aktif: true, acik_mi: true, detay_url: 'https://example.org/yesil', ...overrides };
}

function serve(cagri: Cagri | null) {
  api.answer((req) => {
    if (req.path === '/api/cagrilar/1/') return cagri ? jsonResponse(200, cagri) : jsonResponse(404, { detail: 'Bulunamadı.' });
    if (req.path === '/api/basvurular/') {
      return jsonResponse(200, [
        basvuruFixture({ id: 3, proje_basligi: 'Taslak Proje', durum: 'TASLAK', cagri_id: 1 }),
        basvuruFixture({ id: 4, proje_basligi: 'Gönderilen Proje', durum: 'GONDERILDI', cagri_id: 1 }),
        basvuruFixture({ id: 5, proje_basligi: 'Başka Çağrıya', cagri_id: 2, cagri: { id: 2, baslik: 'Başka' } }),
      ]);
    }
    return jsonResponse(404, { detail: 'Bulunamadı.' });
  });
}

const render = (url = '/cagrilar/1') => renderScreen(<CagriPage />, { path: '/cagrilar/:cagriId', route: url });

describe('/cagrilar/:cagriId', () => {
  test('an open call: the whole description, dates, state, detail link, apply, and my applications to it (a draft leads to the draft)', async () => {
    serve(call());
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yeşil Enerji Desteği' })).toBeInTheDocument();
    expect(screen.getByTestId('cagri-aciklama')).toHaveTextContent('Dördüncü satır: tamamı görünür.');
    expect(screen.getByTestId('call-state')).toHaveTextContent('Açık');
    expect(screen.getByText('Bu çağrı başvuru alıyor. Son başvuru: 31 Aralık 2999.')).toBeInTheDocument();
    expect(screen.getByText('Başlangıç:').parentElement).toHaveTextContent('1 Ocak 2025');
    expect(screen.getByRole('link', { name: 'Çağrı Detayları' })).toHaveAttribute('href', 'https://example.org/yesil');
    expect(screen.getByRole('link', { name: 'Başvuru Yap' })).toHaveAttribute('href', '/cagri/1/basvur');
    const mine = screen.getByRole('region', { name: 'Bu Çağrıya Başvurularınız' });
    expect(await within(mine).findByRole('link', { name: 'Taslak Proje' })).toHaveAttribute('href', '/basvuru/3/duzenle');
    expect(within(mine).getByRole('link', { name: 'Gönderilen Proje' })).toHaveAttribute('href', '/basvuru/4/raporlar');
    expect(within(mine).queryByText('Başka Çağrıya')).not.toBeInTheDocument();
  });

  test('a closed call says why, in the one wording, and offers no apply link', async () => {
    serve(call({ bitis: '2001-01-31', acik_mi: false, detay_url: null }));
    render();
    expect(await screen.findByTestId('call-state')).toHaveTextContent('Başvuru Kapalı · son tarih geçti');
    expect(screen.getByText('Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Başvuru Kapalı' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Başvuru Yap' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Çağrı Detayları' })).not.toBeInTheDocument();
  });

  test('an unknown call and a malformed id say so', async () => {
    serve(null);
    render();
    expect(await screen.findByText('Çağrı bulunamadı.')).toBeInTheDocument();
  });

  test('a malformed id', async () => {
    serve(call());
    render('/cagrilar/abc');
    expect(await screen.findByText('Geçersiz çağrı ID.')).toBeInTheDocument();
  });
});
