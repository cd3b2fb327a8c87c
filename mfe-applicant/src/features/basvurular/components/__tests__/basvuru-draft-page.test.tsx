import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse } from '@portal/api-client/testing';
import type { Basvuru, Cagri } from '@portal/domain';
import { screen, userEvent, waitFor } from '@portal/ui/testing';
import { APPLICANT, basvuruFixture, screenTestApi, signedInAs } from '../../../../lib/testing';
import { BasvuruDraftPage } from '../basvuru-draft-page';

const api = screenTestApi();
signedInAs(APPLICANT);

const DRAFT = basvuruFixture({ id: 3, proje_basligi: 'Taslak Proje', aciklama: 'Yarım açıklama', durum: 'TASLAK', ek_dosya: '/api/files/9/?exp=1&sig=x' });
const CALL: Cagri = { id: 1, baslik: 'Yeşil Enerji Desteği', aciklama: 'x', baslangic: null, bitis: '2999-12-31', aktif: true, acik_mi: true, detay_url: null };

function serve(basvuru: Basvuru, cagri: Cagri = CALL, answers: { gonder?: () => Response } = {}) {
  return api.answer((req) => {
    if (req.path === '/api/basvurular/3/' && req.method === 'GET') return jsonResponse(200, basvuru);
    if (req.path === '/api/basvurular/3/' && req.method === 'PATCH') return jsonResponse(200, { ...basvuru, proje_basligi: 'Yeni Başlık' });
    if (req.path === '/api/basvurular/3/gonder/') return answers.gonder ? answers.gonder() : jsonResponse(200, { ...basvuru, durum: 'GONDERILDI' });
    if (req.path === '/api/cagrilar/1/') return jsonResponse(200, cagri);
    if (req.path === '/api/basvurular/') return jsonResponse(200, [basvuru]);
    return jsonResponse(404, { detail: 'Bulunamadı.' });
  });
}

const render = () => renderScreen(<BasvuruDraftPage />, { path: '/basvuru/:basvuruId/duzenle', route: '/basvuru/3/duzenle' });

describe('/basvuru/:basvuruId/duzenle', () => {
  test('the draft is filled in, kept (PATCH with the removed file) and sent (PATCH then gonder)', async () => {
    const stub = serve(DRAFT);
    render();
    const title = await screen.findByLabelText(/Proje Başlığı/);
    expect(title).toHaveValue('Taslak Proje');
    expect(await screen.findByTestId('call-state')).toHaveTextContent('Açık');
    await userEvent.clear(title);
    await userEvent.type(title, 'Yeni Başlık');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mevcut ek dosyayı kaldır' }));
    await userEvent.click(screen.getByRole('button', { name: /Taslağı Kaydet/ }));
    await waitFor(() => expect(stub.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = stub.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toContain('Yeni Başlık');
    expect(patch.body).toContain('ek_dosya_sil');
    await userEvent.click(screen.getByRole('button', { name: /Başvuruyu Gönder/ }));
    await waitFor(() => expect(stub.calls.some((c) => c.path === '/api/basvurular/3/gonder/')).toBe(true));
  });

  test('a closed call: kept but not sent, with the reason', async () => {
    serve(DRAFT, { ...CALL, bitis: null, acik_mi: false });
    render();
    expect(await screen.findByText('Bu çağrının son başvuru tarihi belirtilmemiştir. Tarih belirlenene kadar başvuru yapamazsınız.')).toBeInTheDocument();
    expect(screen.getByTestId('call-state')).toHaveTextContent('Başvuru Kapalı · son tarih belirtilmemiş');
    expect(screen.getByRole('button', { name: /Başvuruyu Gönder/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Taslağı Kaydet/ })).toBeEnabled();
  });

  test("the server's refusal to send shows in the form's alert", async () => {
    serve(DRAFT, CALL, { gonder: () => jsonResponse(409, { detail: 'Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.' }) });
    render();
    await screen.findByTestId('call-state');
    await userEvent.click(screen.getByRole('button', { name: /Başvuruyu Gönder/ }));
    expect(await screen.findByText('Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.')).toBeInTheDocument();
  });

  test('an application that is no longer a draft says so and leads to its reports', async () => {
    serve({ ...DRAFT, durum: 'GONDERILDI' });
    render();
    expect(await screen.findByText('Bu başvuru gönderildi; artık düzenlenemez.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raporları Görüntüle' })).toHaveAttribute('href', '/basvuru/3/raporlar');
    expect(screen.queryByRole('button', { name: /Başvuruyu Gönder/ })).not.toBeInTheDocument();
  });
});
