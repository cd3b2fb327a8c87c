// The owner's actions on a receipt still waiting (YUKLENDI): replace its document, delete it after a
// confirmation; none on a decided receipt; the server's refusals stay in their dialogs.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { jsonResponse, stubFetch, type FetchStub } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { useAuthStore } from '@portal/auth-store';
import type { Dekont, SessionUser } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { DekontlarPage } from '../dekontlar-page';

let stub: FetchStub | undefined;

const OWNER: SessionUser = {
  user_id: 2,
  exp: Math.floor(Date.now() / 1000) + 3600,
  is_mentor: false,
  is_sirket_sahibi: true,
  is_staff: false,
  is_superuser: false,
  rol: 'sahip',
  sirket_id: 4,
};

beforeEach(() => useAuthStore.setState({ status: 'authenticated', user: OWNER, error: null }));
afterEach(() => {
  stub?.restore();
  stub = undefined;
  useAuthStore.setState({ status: 'unauthenticated', user: null, error: null });
});

const sahip = { YUKLENDI: 'beklemede', ONAYLANDI: 'onaylandi', REDDEDILDI: 'reddedildi' } as const;
const dekont = (id: number, durum: Dekont['durum'], odeme_tarihi: string): Dekont => ({
  id,
  sirket_id: 4,
  aciklama: '',
  odeme_tarihi,
  yukleme_tarihi: `${odeme_tarihi}T10:00:00+03:00`,
  dekont_dosyasi: `/api/files/${id}/?sig=x`,
  durum,
  durum_sahip: sahip[durum],
  sirket: { id: 4, adi: 'Demo Teknoloji A.Ş.' },
  olusturan: { id: 2, first_name: 'Emre', last_name: 'Demir', username: 'sirket1' },
});

type Answer = () => Response | Promise<Response>;

function stubApi(rows: Dekont[], answers: { remove?: Answer; replace?: Answer } = {}) {
  stub = stubFetch((r) => {
    if (r.path === '/api/dekontlar/coverage/') return jsonResponse(200, { aylar: [], satirlar: [], gecen_ay: '2025-01', gecen_ay_eksik: 0 });
    if (r.method === 'GET' && r.path === '/api/dekontlar/') return jsonResponse(200, rows);
    if (r.method === 'DELETE' && r.path === '/api/dekontlar/7/') return answers.remove ? answers.remove() : new Response(null, { status: 204 });
    if (r.method === 'POST' && r.path === '/api/dekontlar/7/replace_file/') return answers.replace ? answers.replace() : jsonResponse(200, dekont(7, 'YUKLENDI', '2025-02-05'));
    return jsonResponse(404, { detail: 'yok' });
  });
  return stub;
}

const waiting = () => dekont(7, 'YUKLENDI', '2025-02-05');
const cardOf = async (date: string) => (await screen.findAllByTestId('dekont-card')).find((c) => c.textContent?.includes(date))!;
const listGets = (f: FetchStub) => f.calls.filter((c) => c.method === 'GET' && c.path === '/api/dekontlar/').length;

describe("/dekontlar: the owner's waiting receipt", () => {
  test('only a receipt still waiting offers Dosyayı Değiştir and Sil', async () => {
    stubApi([waiting(), dekont(8, 'ONAYLANDI', '2025-01-05'), dekont(9, 'REDDEDILDI', '2024-12-05')]);
    renderScreen(<DekontlarPage />);
    const open = await cardOf('5 Şubat 2025');
    expect(within(open).getByRole('button', { name: 'Dosyayı Değiştir: 05.02.2025' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Sil: 05.02.2025' })).toBeInTheDocument();
    for (const date of ['5 Ocak 2025', '5 Aralık 2024']) {
      expect(within(await cardOf(date)).queryByRole('button')).toBeNull();
    }
  });

  test('Sil asks first, deletes, says so and refreshes the list', async () => {
    const f = stubApi([waiting()]);
    const { user } = renderScreen(<DekontlarPage />);
    await user.click(within(await cardOf('5 Şubat 2025')).getByRole('button', { name: 'Sil: 05.02.2025' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('05.02.2025 ödeme tarihli dekont ve dosyası silinecek. Bu işlem geri alınamaz.');
    expect(f.calls.some((c) => c.method === 'DELETE')).toBe(false);
    const gets = listGets(f);
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Dekont silindi.')).toBeInTheDocument();
    expect(f.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/dekontlar/7/']);
    await waitFor(() => expect(listGets(f)).toBeGreaterThan(gets));
  });

  test("decided meanwhile: the server's 409 reason stays in the dialog", async () => {
    const reason = 'Bu dekont hakkında karar verildi; artık silinemez veya dosyası değiştirilemez.';
    stubApi([waiting()], { remove: () => jsonResponse(409, { detail: reason }) });
    const { user } = renderScreen(<DekontlarPage />);
    await user.click(within(await cardOf('5 Şubat 2025')).getByRole('button', { name: 'Sil: 05.02.2025' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
  });

  test('Dosyayı Değiştir sends the new file, says so and closes', async () => {
    const f = stubApi([waiting()]);
    const { user } = renderScreen(<DekontlarPage />);
    await user.click(within(await cardOf('5 Şubat 2025')).getByRole('button', { name: 'Dosyayı Değiştir: 05.02.2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dekont Dosyasını Değiştir' });
    const submit = within(dialog).getByRole('button', { name: 'Değiştir' });
    expect(submit).toBeDisabled();
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4 yeni'], 'dogru.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Dekont dosyası değiştirildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dekont Dosyasını Değiştir' })).toBeNull());
    const sent = f.calls.find((c) => c.method === 'POST' && c.path === '/api/dekontlar/7/replace_file/')!;
    expect(sent.body).toContain('name="dekont_dosyasi"; filename="dogru.pdf"');
    expect(sent.body).toContain('%PDF-1.4 yeni');
  });

  test("the server's reason for the file shows under the field; the dialog stays", async () => {
    const duplicate = 'Bu dosya daha önce yüklendi: 05.01.2025 ödeme tarihli dekont (No. 8).';
    stubApi([waiting()], { replace: () => jsonResponse(400, { dekont_dosyasi: [duplicate] }) });
    const { user } = renderScreen(<DekontlarPage />);
    await user.click(within(await cardOf('5 Şubat 2025')).getByRole('button', { name: 'Dosyayı Değiştir: 05.02.2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dekont Dosyasını Değiştir' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'ayni.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Değiştir' }));
    expect(await within(dialog).findByText(duplicate)).toBeInTheDocument();
  });
});
