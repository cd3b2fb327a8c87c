import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, type FetchHandler } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth-store';
import { MSG, type Basvuru, type Cagri } from '@portal/domain';
import { act, fireEvent, screen, waitFor } from '@portal/ui/testing';
import { APPLICANT, heldBack, screenTestApi, signedInAs } from '../../../../lib/testing';
import { applicationPath } from '../../../../lib/application-path';
import { BasvuruFormPage, earlierApplications } from '../basvuru-form-page';

const api = screenTestApi();
signedInAs(APPLICANT);

const OPEN: Cagri = {
  id: 7,
  baslik: 'Yeşil Enerji Desteği',
  aciklama: 'Temiz enerji girişimleri için destek.',
  baslangic: '2000-01-01',
  bitis: '2999-12-31',
  aktif: true,
  acik_mi: true,
  detay_url: null,
};
const EXPIRED: Cagri = { ...OPEN, id: 8, baslik: 'Eski Çağrı', bitis: '2001-01-31', acik_mi: false };

function serve(routes: Record<string, Response | (() => Response)>, post?: FetchHandler) {
  api.answer((req) => {
    if (req.method === 'POST' && post) return post(req);
    const answer = routes[`${req.method} ${req.path}`];
    if (!answer) return jsonResponse(404, { detail: 'Bulunamadı.' });
    return typeof answer === 'function' ? answer() : answer.clone();
  });
}

function renderAt(id: string) {
  return renderScreen(<BasvuruFormPage />, {
    path: '/cagri/:cagriId/basvur',
    route: `/cagri/${id}/basvur`,
    otherRoutes: { '/basvuru-basarili': <p>Başarı sayfası</p> },
  });
}

/** A file chosen past the input's accept filter (a browser's "All files" choice). */
function pickIgnoringAccept(file: File) {
  const input = screen.getByLabelText(/Ek Dosya/) as HTMLInputElement;
  act(() => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

/** The form of the open call 7, loaded; `post` answers the application. */
async function renderOpenCall(post?: FetchHandler) {
  serve({ 'GET /api/cagrilar/7/': jsonResponse(200, OPEN) }, post);
  const rendered = renderAt('7');
  await screen.findByText('Aktif Çağrı');
  return rendered;
}

const submit = () => screen.getByRole('button', { name: 'Başvuruyu Gönder' });
const titleInput = () => screen.getByRole('textbox', { name: /Proje Başlığı/ });
const descriptionInput = () => screen.getByRole('textbox', { name: /Proje Açıklaması/ });

/** The two required fields, filled. */
async function fillRequired(user: ReturnType<typeof renderAt>['user']) {
  await user.type(titleInput(), 'Proje');
  await user.type(descriptionInput(), 'Açıklama');
}

describe('/cagri/:cagriId/basvur', () => {
  test('an id that is not a number: Çağrı ID bulunamadı. (nothing fetched)', async () => {
    serve({});
    renderAt('abc');
    expect(await screen.findByText('Çağrı ID bulunamadı.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('load error: the spec message', async () => {
    serve({ 'GET /api/cagrilar/7/': jsonResponse(500, {}) });
    renderAt('7');
    expect(await screen.findByText('Çağrı bilgileri yüklenirken bir hata oluştu.')).toBeInTheDocument();
  });

  test('loading state, then the call with its deadline and Aktif Çağrı chip', async () => {
    serve({ 'GET /api/cagrilar/7/': jsonResponse(200, OPEN) });
    renderAt('7');
    expect(screen.getByRole('status', { name: 'Çağrı bilgileri yükleniyor...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Yeşil Enerji Desteği' })).toBeInTheDocument();
    expect(screen.getByText('Temiz enerji girişimleri için destek.')).toBeInTheDocument();
    expect(screen.getByText(/Son Başvuru: 31 Aralık 2999/)).toBeInTheDocument();
    expect(screen.getByText('Aktif Çağrı')).toBeInTheDocument();
    expect(screen.queryByText('Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.')).not.toBeInTheDocument();
  });

  test('expired call: the warning, the chip, and no way to submit', async () => {
    serve({ 'GET /api/cagrilar/8/': jsonResponse(200, EXPIRED) });
    renderAt('8');
    expect(await screen.findByText('Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.')).toBeInTheDocument();
    expect(screen.getByText('Başvuru Süresi Doldu')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test('submit is disabled while the title or the description is blank after trimming', async () => {
    const { user } = await renderOpenCall();
    expect(submit()).toBeDisabled();
    await user.type(titleInput(), '   ');
    await user.type(descriptionInput(), 'Açıklama');
    expect(submit()).toBeDisabled();
    await user.type(titleInput(), 'Proje');
    expect(submit()).toBeEnabled();
    await user.clear(descriptionInput());
    await user.type(descriptionInput(), ' \n ');
    expect(submit()).toBeDisabled();
  });

  test('server field errors under their fields; the alert by the spec order (non_field_errors before fields)', async () => {
    const { user, location } = await renderOpenCall(() =>
      jsonResponse(400, {
        proje_basligi: ['Bu başlık zaten kullanılıyor.'],
        non_field_errors: ['Bu çağrıya zaten başvurdunuz.'],
      }),
    );
    await fillRequired(user);
    await user.click(submit());

    const alert = await screen.findByText('Bu çağrıya zaten başvurdunuz.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Bu başlık zaten kullanılıyor.')).toBeInTheDocument();
    expect(titleInput()).toHaveAttribute('aria-invalid', 'true');
    // non_field_errors is the alert, never a field message
    expect(screen.getAllByText('Bu çağrıya zaten başvurdunuz.')).toHaveLength(1);
    expect(location()).toBe('/cagri/7/basvur');
  });

  test('a detail body is the alert, not a field message', async () => {
    const { user } = await renderOpenCall(() =>
      jsonResponse(400, { detail: 'Bu çağrı başvuruya kapalı.' }),
    );
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu çağrı başvuruya kapalı.');
    expect(titleInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('without a usable body the fallback text', async () => {
    const { user } = await renderOpenCall(() => new Response('<html>502</html>', { status: 502 }));
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Başvuru gönderilirken bir hata oluştu.');
  });

  test('success: multipart with trimmed fields, the company id and the file; applications invalidated; /basvuru-basarili', async () => {
    useAuthStore.setState({ user: { ...APPLICANT, sirket_id: 3 } });
    serve(
      {
        'GET /api/cagrilar/7/': jsonResponse(200, OPEN),
        'GET /api/sirketler/3/': jsonResponse(200, { id: 3, adi: 'Anka Teknoloji', aktif: true }),
      },
      () => jsonResponse(201, { id: 99 }),
    );
    const { user, location, queryClient } = renderAt('7');
    queryClient.setQueryData(['basvurular'], []);
    await screen.findByText('Aktif Çağrı');

    const company = await screen.findByDisplayValue('Anka Teknoloji');
    expect(company).toHaveAttribute('readonly');

    await user.type(titleInput(), '  Güneş Paneli  ');
    await user.type(descriptionInput(), 'Çatı üstü güneş enerjisi');
    const file = new File(['%PDF-1.4 test'], 'plan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Ek Dosya/), file);
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
    await user.click(submit());

    await waitFor(() => expect(location()).toBe('/basvuru-basarili'));
    expect(screen.getByText('Başarı sayfası')).toBeInTheDocument();
    expect(queryClient.getQueryState(['basvurular'])?.isInvalidated).toBe(true);

    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/basvurular/');
    expect(post?.body).toMatch(/name="cagri"\r\n\r\n7\r\n/);
    expect(post?.body).toMatch(/name="proje_basligi"\r\n\r\nGüneş Paneli\r\n/);
    expect(post?.body).toMatch(/name="sirket_id"\r\n\r\n3\r\n/);
    expect(post?.body).toContain('filename="plan.pdf"');
  });

  test('a file upload shows the progress bar while the request is on its way', async () => {
    const held = heldBack(() => jsonResponse(201, { id: 1 }));
    const { user, location } = await renderOpenCall(held.handler);
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Ek Dosya/), new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    await user.click(submit());
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('%0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(location()).toBe('/basvuru-basarili'));
  });

  test('no company: no company field and no sirket_id sent', async () => {
    const { user, location } = await renderOpenCall(() => jsonResponse(201, { id: 1 }));
    expect(screen.queryByText('Şirket')).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/basvuru-basarili'));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).not.toContain('sirket_id');
    expect(api.calls.some((c) => c.path.startsWith('/api/sirketler/'))).toBe(false);
  });

  test.each<[string, Cagri, string, string]>([
    ['closed by staff before its deadline', { ...OPEN, id: 9, aktif: false, acik_mi: false }, MSG.call.closedWarning, MSG.call.closedChip],
    ['no end date', { ...OPEN, id: 9, bitis: null as unknown as string, acik_mi: false }, MSG.call.noDateWarning, MSG.call.noDateChip],
  ])('a call %s says why it is closed, not that its period expired', async (_name, call, warning, chip) => {
    serve({ 'GET /api/cagrilar/9/': jsonResponse(200, call) });
    renderAt('9');
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByText(chip)).toBeInTheDocument();
    expect(screen.queryByText('Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.')).not.toBeInTheDocument();
    expect(screen.queryByText('Başvuru Süresi Doldu')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test('a rejected file (.txt) blocks sending with the field error until it is removed or replaced', async () => {
    const { user, location } = await renderOpenCall(() => jsonResponse(201, { id: 1 }));
    await fillRequired(user);
    pickIgnoringAccept(new File(['notlar'], 'notlar.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MSG.report.fileType)).toBeInTheDocument();
    expect(screen.getByText('notlar.txt')).toBeInTheDocument();
    await user.click(submit());
    // Nothing is sent: the field's message stays, the page stays.
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByText(MSG.report.fileType)).toBeInTheDocument();
    expect(location()).toBe('/cagri/7/basvur');
    // A good file replaces it; the message goes and the application is sent with that file.
    pickIgnoringAccept(new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText(MSG.report.fileType)).not.toBeInTheDocument());
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/basvuru-basarili'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toContain('filename="plan.pdf"');
  });

  test('a rejected file removed with Dosyayı Kaldır: sent without an attachment, by choice', async () => {
    const { user, location } = await renderOpenCall(() => jsonResponse(201, { id: 1 }));
    await fillRequired(user);
    pickIgnoringAccept(new File(['x'], 'notlar.txt', { type: 'text/plain' }));
    await user.click(await screen.findByRole('button', { name: /Dosyayı Kaldır/ }));
    expect(screen.queryByText(MSG.report.fileType)).not.toBeInTheDocument();
    expect(screen.getByText('Dosya seçilmedi')).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/basvuru-basarili'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).not.toContain('ek_dosya');
  });

  test('a second application to the same call: the first is shown with a link, and sending asks first', async () => {
    const FIRST: Basvuru = {
      id: 41,
      proje_basligi: 'İlk Başvurum',
      aciklama: 'x',
      durum: 'INCELEME',
      olusturuldu: '2025-03-01T10:00:00+03:00',
      sirket_id: null,
      sirket: null,
      sirket_adi: null,
      basvuran: { id: 5, ad_soyad: 'A', email: 'a@example.test', firma_adi: '' },
      cagri: { id: 7, baslik: OPEN.baslik },
      cagri_id: 7,
      ek_dosya: null,
    };
    const OTHER: Basvuru = { ...FIRST, id: 42, proje_basligi: 'Başka Çağrı', cagri: { id: 8, baslik: 'x' }, cagri_id: 8 };
    serve({ 'GET /api/cagrilar/7/': jsonResponse(200, OPEN), 'GET /api/basvurular/': jsonResponse(200, [OTHER, FIRST]) }, () => jsonResponse(201, { id: 1 }));
    const { user, location } = renderAt('7');
    const notice = await screen.findByTestId('earlier-application');
    expect(notice).toHaveTextContent(MSG.application.earlierTitle);
    expect(notice).toHaveTextContent('İlk Başvurum');
    expect(notice).not.toHaveTextContent('Başka Çağrı');
    expect(screen.getByRole('link', { name: MSG.application.earlierOpen })).toHaveAttribute('href', '/basvuru/41/raporlar');

    await user.type(titleInput(), 'İkinci');
    await user.type(descriptionInput(), 'Açıklama');
    await user.click(submit());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.application.earlierConfirmTitle);
    // Vazgeç: nothing sent.
    await user.click(screen.getByRole('button', { name: MSG.application.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    // Confirmed: sent.
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: MSG.application.earlierConfirm }));
    await waitFor(() => expect(location()).toBe('/basvuru-basarili'));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('earlierApplications', () => {
  test("the caller's applications to the call, the first by instant first, whatever offset each was written with", () => {
    const app = (id: number, cagri_id: number, olusturuldu: string) => ({ id, cagri_id, olusturuldu }) as Basvuru;
    // 21:30 UTC, written in Istanbul time (the later date as text), before 22:00 UTC written as UTC.
    const first = app(1, 7, '2026-01-01T00:30:00.000+03:00');
    const second = app(2, 7, '2025-12-31T22:00:00.000Z');
    expect(earlierApplications([second, app(3, 8, '2020-01-01T00:00:00.000Z'), first], 7).map((b) => b.id)).toEqual([1, 2]);
    expect(earlierApplications(undefined, 7)).toEqual([]);
  });
});

describe('applicationPath', () => {
  test('a draft leads to its own page, any other application to its reports', () => {
    expect(applicationPath({ id: 4, durum: 'TASLAK' })).toBe('/basvuru/4/duzenle');
    for (const durum of ['GONDERILDI', 'INCELEME', 'ONAY', 'RED'] as const) expect(applicationPath({ id: 4, durum })).toBe('/basvuru/4/raporlar');
  });
});
